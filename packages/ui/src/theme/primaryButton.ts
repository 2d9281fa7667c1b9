'use client';
import { css } from 'styled-components';
import { vars } from './vars';

/** The main call to action (add to basket, send, add): one look everywhere. */
export const primaryButton = css`
  min-height: 44px;
  padding: 0 ${vars.space.lg};
  font: inherit;
  font-weight: 600;
  color: ${vars.color.onPrimary};
  background: ${vars.color.primary};
  border: none;
  border-radius: ${vars.radius.sm};
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${vars.color.primaryHover};
  }
  &:disabled {
    cursor: not-allowed;
    background: ${vars.color.muted};
  }
`;
