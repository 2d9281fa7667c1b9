'use client';
import { forwardRef, useId, useRef } from 'react';
import { partsOf, type RootProps } from '../parts/parts';
import { useLabels } from '../provider/context';
import { type ConfirmDialogLabels, confirmDialogLabels } from './labels';
import { ModalDialog } from './ModalDialog';
import { DialogBody, DialogButtons } from './ModalDialog.styles';

export interface ConfirmDialogProps extends RootProps {
  open: boolean;
  /** The question, the dialog's name ("Unpublish this book?"). */
  title: string;
  /** What will happen, the dialog's description. */
  message: string;
  /** The confirming button's text; `labels.confirm` otherwise. */
  confirmLabel?: string;
  /** A destructive action is drawn in the danger colour. */
  danger?: boolean;
  onConfirm: () => void;
  /** Cancel, Escape or a click outside. */
  onCancel: () => void;
  labels?: Partial<ConfirmDialogLabels>;
}

const part = partsOf('confirm-dialog');

/**
 * A question before an action that is hard to take back. The browser's modal `<dialog>`: the rest
 * of the page is inert, focus starts on Cancel (the safe choice) and returns where it was, Escape
 * cancels.
 *
 * Parts (`data-scope="confirm-dialog"`): `root` (the `<dialog>`, which takes `ref`), `title`,
 * `message`, `cancel`, `confirm` (with `data-danger` when destructive).
 */
export const ConfirmDialog = forwardRef<HTMLDialogElement, ConfirmDialogProps>(function ConfirmDialog(
  { open, title, message, confirmLabel, danger = false, onConfirm, onCancel, labels, ...root },
  ref,
) {
  const text = useLabels('confirmDialog', confirmDialogLabels, labels);
  const cancel = useRef<HTMLButtonElement>(null);
  const id = useId();

  return (
    <ModalDialog
      ref={ref}
      {...root}
      {...part('root')}
      open={open}
      labelledBy={`${id}-title`}
      describedBy={`${id}-message`}
      initialFocus={() => cancel.current}
      onCancel={onCancel}
    >
      <DialogBody>
        <h2 id={`${id}-title`} {...part('title')}>
          {title}
        </h2>
        <p id={`${id}-message`} {...part('message')}>
          {message}
        </p>
        <DialogButtons>
          <button ref={cancel} type="button" onClick={onCancel} {...part('cancel')}>
            {text.cancel}
          </button>
          <button type="button" data-danger={danger || undefined} onClick={onConfirm} {...part('confirm')}>
            {confirmLabel ?? text.confirm}
          </button>
        </DialogButtons>
      </DialogBody>
    </ModalDialog>
  );
});
