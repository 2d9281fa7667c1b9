'use client';
import { forwardRef, useEffect, useId, useRef } from 'react';
import { styled } from 'styled-components';
import { partsOf, type RootProps, rootProps, useMergedRef } from '../parts/parts';
import { useLabels } from '../provider/context';
import { componentRoot, primaryButton, secondaryButton } from '../theme/mixins';
import { vars } from '../theme/vars';
import { type ConfirmDialogLabels, confirmDialogLabels } from './labels';

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
  const dialog = useRef<HTMLDialogElement>(null);
  const dialogRef = useMergedRef(dialog, ref);
  const cancel = useRef<HTMLButtonElement>(null);
  const id = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      cancel.current?.focus();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open]);

  return (
    <Dialog
      ref={dialogRef}
      {...part('root')}
      {...rootProps(root)}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-message`}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      onKeyDown={(event) => {
        // Escape cancels (the browser's own cancel event is prevented, so it is handled once).
        if (event.key === 'Escape') {
          event.preventDefault();
          onCancel();
        }
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog itself.
        if (event.target === dialog.current) onCancel();
      }}
    >
      {open && (
        <Body>
          <h2 id={`${id}-title`} {...part('title')}>
            {title}
          </h2>
          <p id={`${id}-message`} {...part('message')}>
            {message}
          </p>
          <Buttons>
            <button ref={cancel} type="button" onClick={onCancel} {...part('cancel')}>
              {text.cancel}
            </button>
            <button type="button" data-danger={danger || undefined} onClick={onConfirm} {...part('confirm')}>
              {confirmLabel ?? text.confirm}
            </button>
          </Buttons>
        </Body>
      )}
    </Dialog>
  );
});

const Dialog = styled.dialog`
  ${componentRoot}
  padding: 0;
  max-width: min(480px, calc(100vw - 32px));
  color: ${vars.color.text};
  background: ${vars.color.surface};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  box-shadow: ${vars.shadow.raised};

  &::backdrop {
    background: rgba(0, 0, 0, 0.45);
  }
`;

const Body = styled.div`
  display: grid;
  gap: ${vars.space.md};
  padding: ${vars.space.lg};

  h2 {
    margin: 0;
    font-family: ${vars.font.heading};
    font-size: ${vars.fontSize.lg};
  }
  p {
    margin: 0;
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${vars.space.sm};

  button:first-child {
    ${secondaryButton}
  }
  button:last-child {
    ${primaryButton}
  }
  button[data-danger] {
    background: ${vars.color.danger};
    border-color: ${vars.color.danger};
  }
`;
