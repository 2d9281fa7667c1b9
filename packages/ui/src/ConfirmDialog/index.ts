export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { type ConfirmDialogLabels, confirmDialogLabels } from './labels';
