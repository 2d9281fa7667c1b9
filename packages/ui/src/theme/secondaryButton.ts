'use client';
import { css } from 'styled-components';
import { vars } from './vars';

/** A plain action beside content (cancel, ship, return): outlined, so the primary one stands out. */
export const secondaryButton = css`
  min-height: 44px;
  padding: 0 ${vars.space.md};
  font: inherit;
  color: ${vars.color.text};
  background: ${vars.color.surface};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.sm};
  cursor: pointer;

  &:disabled {
    cursor: not-allowed;
    color: ${vars.color.muted};
  }
`;
