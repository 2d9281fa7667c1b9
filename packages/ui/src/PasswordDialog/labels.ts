export interface PasswordDialogLabels {
  /** The password field's label. */
  password: string;
  confirm: string;
  cancel: string;
}

/** The English texts (the kit's default, and part of the `en` pack). */
export const passwordDialogLabels: PasswordDialogLabels = {
  password: 'Your password',
  confirm: 'Confirm',
  cancel: 'Cancel',
};
