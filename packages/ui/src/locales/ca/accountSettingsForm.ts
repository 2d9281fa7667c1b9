import type { BookshopLabels } from '../types';

export const accountSettingsForm: BookshopLabels['accountSettingsForm'] = {
  profile: 'Configuració',
  firstName: 'Nom',
  lastName: 'Cognoms',
  telephone: 'Telèfon',
  changePassword: 'Contrasenya nova',
  currentPassword: 'Contrasenya actual',
  newPassword: 'Contrasenya nova',
  save: 'Desa',
};
