'use client';
import { type FormEvent, forwardRef, useEffect, useId, useRef, useState } from 'react';
import { ModalDialog } from '../ConfirmDialog/ModalDialog';
import { DialogBody, DialogButtons } from '../ConfirmDialog/ModalDialog.styles';
import { FormField } from '../FormField';
import { partsOf, type RootProps } from '../parts/parts';
import { useLabels } from '../provider/context';
import { type PasswordDialogLabels, passwordDialogLabels } from './labels';

export interface PasswordDialogProps extends RootProps {
  open: boolean;
  /** The question, the dialog's name ("Make Jordi Puig an admin?"). */
  title: string;
  /** What will happen and why the password is asked, the dialog's description. */
  message: string;
  /** The confirming button's text; `labels.confirm` otherwise. */
  confirmLabel?: string;
  /** A destructive action is drawn in the danger colour. */
  danger?: boolean;
  /** Why the last password was refused ("Current password is incorrect"), in the reader's language. */
  error?: string;
  /** The password is being checked: the confirming button waits. */
  pending?: boolean;
  /** The password typed; the dialog stays open until the page closes it (or shows `error`). */
  onConfirm: (password: string) => void;
  /** Cancel, Escape or a click outside. */
  onCancel: () => void;
  labels?: Partial<PasswordDialogLabels>;
}

const part = partsOf('password-dialog');

/**
 * A question before an action that changes an account, answered with the person's own password
 * (re-authentication): a session left open is not enough. A modal dialog like `ConfirmDialog`, with
 * the focus on the password field; Enter confirms, Escape cancels. A refusal is shown under the
 * field and takes the focus back to it, so a screen reader reads it with the field.
 *
 * Parts (`data-scope="password-dialog"`): `root` (the `<dialog>`, which takes `ref`), `form`, `title`,
 * `message`, `cancel`, `confirm` (with `data-danger` when destructive). The password is a `FormField`
 * (`data-scope="form-field"`).
 */
export const PasswordDialog = forwardRef<HTMLDialogElement, PasswordDialogProps>(function PasswordDialog(
  {
    open,
    title,
    message,
    confirmLabel,
    danger = false,
    error,
    pending = false,
    onConfirm,
    onCancel,
    labels,
    ...root
  },
  ref,
) {
  const text = useLabels('passwordDialog', passwordDialogLabels, labels);
  const body = useRef<HTMLFormElement>(null);
  const [password, setPassword] = useState('');
  const id = useId();
  const field = () => body.current?.querySelector('input');

  // A password is never kept once the question is gone.
  useEffect(() => {
    if (!open) setPassword('');
  }, [open]);
  // Each refusal (the same one again too, once the check is over) takes the focus back to the field.
  useEffect(() => {
    if (open && error && !pending) body.current?.querySelector('input')?.focus();
  }, [open, error, pending]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onConfirm(password);
  };

  return (
    <ModalDialog
      ref={ref}
      {...root}
      {...part('root')}
      open={open}
      labelledBy={`${id}-title`}
      describedBy={`${id}-message`}
      initialFocus={field}
      onCancel={onCancel}
    >
      <DialogBody as="form" ref={body} noValidate onSubmit={submit} {...part('form')}>
        <h2 id={`${id}-title`} {...part('title')}>
          {title}
        </h2>
        <p id={`${id}-message`} {...part('message')}>
          {message}
        </p>
        <FormField
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete="current-password"
          label={text.password}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={error}
        />
        <DialogButtons>
          <button type="button" onClick={onCancel} {...part('cancel')}>
            {text.cancel}
          </button>
          <button
            type="submit"
            data-danger={danger || undefined}
            aria-disabled={pending || undefined}
            {...part('confirm')}
          >
            {confirmLabel ?? text.confirm}
          </button>
        </DialogButtons>
      </DialogBody>
    </ModalDialog>
  );
});
