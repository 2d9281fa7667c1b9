import type { BookshopLabels } from '../types';

export const socialSignIn: BookshopLabels['socialSignIn'] = {
  heading: 'O continua amb',
  continueWith: (provider: string) => `Continua amb ${provider}`,
};
