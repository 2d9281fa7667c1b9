'use client';
import { createGlobalStyle } from 'styled-components';
import { vars } from './vars';

/**
 * The page basics a storefront may opt into (`<BookshopProvider globalStyles>`): box sizing, the body's
 * font, colours and background, block images, links in their text's colour, a visible focus ring, and
 * no animation for readers who ask for reduced motion. The kit's components do not need them.
 */
export const GlobalStyles = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${vars.font.body};
    font-size: ${vars.fontSize.md};
    line-height: 1.5;
    color: ${vars.color.text};
    background: ${vars.color.background};
  }
  img { max-width: 100%; display: block; }
  a { color: inherit; }
  :focus-visible { outline: 3px solid ${vars.color.focus}; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
