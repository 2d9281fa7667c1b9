import type { BookshopLabels } from '../types';

export const accountSettingsForm: BookshopLabels['accountSettingsForm'] = {
  profile: 'Ajustes',
  firstName: 'Nombre',
  lastName: 'Apellidos',
  telephone: 'Teléfono',
  changePassword: 'Contraseña nueva',
  currentPassword: 'Contraseña actual',
  newPassword: 'Contraseña nueva',
  save: 'Guardar',
};
