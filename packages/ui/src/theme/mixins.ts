'use client';
import { css } from 'styled-components';
import { vars } from './vars';

/**
 * The root of a component: it sets its own box sizing, font and text colour, so it looks the same on
 * any page, with or without the kit's global styles, and its text stays readable on its own surface.
 */
export const componentRoot = css`
  box-sizing: border-box;
  font-family: ${vars.font.body};
  line-height: 1.5;
  color: ${vars.color.text};

  & *,
  & *::before,
  & *::after {
    box-sizing: border-box;
  }
  /* Links read as their text unless a component says otherwise (:where adds no weight). */
  & :where(a) {
    color: inherit;
  }
`;

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

/** Hidden on screen, read by screen readers. */
export const visuallyHidden = css`
  position: absolute !important;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
