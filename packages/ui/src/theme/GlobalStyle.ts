import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';
import { createGlobalStyle, css } from 'styled-components';

/**
 * The shop's font. Inter (variable weight, latin subset) is served by the app itself from the kit's
 * dependency, so no page ever asks another server for a font; `swap` shows text at once.
 */
const interFontFace = css`
  @font-face {
    font-family: 'Inter Variable';
    font-style: normal;
    font-display: swap;
    font-weight: 100 900;
    src: url(${interLatin}) format('woff2-variations'), url(${interLatin}) format('woff2');
    unicode-range: U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308,
      U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD;
  }
`;

const pageBasics = css`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font.body};
    font-size: ${({ theme }) => theme.fontSize.md};
    line-height: 1.5;
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.background};
  }
  img { max-width: 100%; display: block; }
  a { color: inherit; }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.color.focus}; outline-offset: 2px; }
  .visually-hidden {
    position: absolute !important;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;

/** The page basics and the shop's font. */
export const GlobalStyle = createGlobalStyle`
  ${interFontFace}
  ${pageBasics}
`;

/** The page basics alone, for an app that adds the font itself with `ShopFont`. */
export const PageBasicsStyle = createGlobalStyle`
  ${pageBasics}
`;

/**
 * The shop's font alone: an app that renders it once its page is on screen keeps the font's download
 * from competing with the scripts and data of the first paint (the text shows in the fallback until then).
 */
export const ShopFont = createGlobalStyle`
  ${interFontFace}
`;
