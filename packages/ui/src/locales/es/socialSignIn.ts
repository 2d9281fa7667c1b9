import type { BookshopLabels } from '../types';

export const socialSignIn: BookshopLabels['socialSignIn'] = {
  heading: 'O continúa con',
  continueWith: (provider: string) => `Continuar con ${provider}`,
};
