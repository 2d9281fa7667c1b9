'use client';
// Shared by the kit's dialogs (ConfirmDialog, PasswordDialog); a styles module, so no public
// declaration names styled-components' types.
import { styled } from 'styled-components';
import { primaryButton, secondaryButton } from '../theme/mixins';
import { vars } from '../theme/vars';

/** The dialog's content: its question, what will happen, and its buttons (`DialogButtons`). */
export const DialogBody = styled.div`
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

/** Cancel first, then the confirming button (`data-danger` for a destructive action). */
export const DialogButtons = styled.div`
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
