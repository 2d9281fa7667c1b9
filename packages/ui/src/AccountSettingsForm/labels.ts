export interface AccountSettingsFormLabels {
  /** The profile form's name, e.g. "Settings". */
  profile: string;
  firstName: string;
  lastName: string;
  telephone: string;
  /** The heading of the password form, e.g. "New password". */
  changePassword: string;
  currentPassword: string;
  newPassword: string;
  /** Both submit buttons, e.g. "Send". */
  save: string;
}

/** The English texts (the kit's default, and part of the `en` pack). */
export const accountSettingsFormLabels: AccountSettingsFormLabels = {
  profile: 'Settings',
  firstName: 'First name',
  lastName: 'Last name',
  telephone: 'Telephone',
  changePassword: 'New password',
  currentPassword: 'Current password',
  newPassword: 'New password',
  save: 'Save',
};
