import { css } from 'styled-components';

/** The shop's main call to action (add to basket, send, add): one look everywhere. */
export const primaryButton = css`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.lg};
  font: inherit;
  font-weight: 600;
  color: ${({ theme }) => theme.color.onPrimary};
  background: ${({ theme }) => theme.color.primary};
  border: none;
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.color.primaryHover};
  }
  &:disabled {
    cursor: not-allowed;
    background: ${({ theme }) => theme.color.muted};
  }
`;

/** A plain action beside content (cancel, ship, return): outlined, so the primary one stands out. */
export const secondaryButton = css`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  font: inherit;
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;

  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.color.muted};
  }
`;
