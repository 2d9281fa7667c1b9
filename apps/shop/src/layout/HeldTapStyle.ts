import { createGlobalStyle } from 'styled-components';

/**
 * How a button looks while its tap is held for the page to wake (the server's early-taps script marks it
 * `aria-busy`, `apps/api/src/seo/earlyTaps.ts`): pressed, and reading its `data-pending-label`
 * ("Añadiendo…") where it has one, so that the reader sees at once that the tap counted and does not
 * tap again. Drawn over the button's own text, which stays as the server wrote it for the page to be
 * taken over; nothing moves.
 */
export const HeldTapStyle = createGlobalStyle`
  #root button[aria-busy='true'] {
    cursor: progress;
    transform: translateY(1px);
    box-shadow: inset 0 2px 6px rgb(0 0 0 / 0.35);
  }
  #root button[aria-busy='true'][data-pending-label] {
    position: relative;
    -webkit-text-fill-color: transparent;
  }
  #root button[aria-busy='true'][data-pending-label]::after {
    /* Shown only: the button keeps its name, and the script's live region says the label. */
    content: attr(data-pending-label) / '';
    position: absolute;
    inset: 0;
    display: flex;
    align-items: center;
    justify-content: center;
    -webkit-text-fill-color: currentColor;
  }
`;
