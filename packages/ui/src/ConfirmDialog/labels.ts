export interface ConfirmDialogLabels {
  confirm: string;
  cancel: string;
}

/** The English texts (the kit's default, and part of the `en` pack). */
export const confirmDialogLabels: ConfirmDialogLabels = { confirm: 'Confirm', cancel: 'Cancel' };
