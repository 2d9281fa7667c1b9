'use client';
import { forwardRef, type ReactNode, useEffect, useRef } from 'react';
import { styled } from 'styled-components';
import { type PartAttributes, type RootProps, rootProps, useMergedRef } from '../parts/parts';
import { componentRoot } from '../theme/mixins';
import { vars } from '../theme/vars';

interface ModalDialogProps extends RootProps, PartAttributes {
  open: boolean;
  /** Ids of the dialog's name (its question) and description. */
  labelledBy: string;
  describedBy: string;
  /** The element that gets the focus when the dialog opens. */
  initialFocus: () => HTMLElement | null | undefined;
  /** Escape or a click outside. */
  onCancel: () => void;
  children: ReactNode;
}

/**
 * The frame of the kit's questions (ConfirmDialog, PasswordDialog): the browser's modal `<dialog>`,
 * so the rest of the page is inert and the focus returns where it was when it closes; Escape and a
 * click on the backdrop cancel. Its content is made only while it is open.
 */
export const ModalDialog = forwardRef<HTMLDialogElement, ModalDialogProps>(function ModalDialog(
  { open, labelledBy, describedBy, initialFocus, onCancel, children, ...root },
  ref,
) {
  const dialog = useRef<HTMLDialogElement>(null);
  const dialogRef = useMergedRef(dialog, ref);
  const focus = useRef(initialFocus);
  focus.current = initialFocus;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      focus.current()?.focus();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open]);

  return (
    <Dialog
      ref={dialogRef}
      {...rootProps(root)}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
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
      {open && children}
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
