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
  & ::before,
  & ::after {
    box-sizing: border-box;
  }
  /* Links read as their text unless a component says otherwise (:where adds no weight). */
  & :where(a) {
    color: inherit;
  }
`;
