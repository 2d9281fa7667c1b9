export { type PasswordDialogLabels, passwordDialogLabels } from './labels';
export { PasswordDialog, type PasswordDialogProps } from './PasswordDialog';
