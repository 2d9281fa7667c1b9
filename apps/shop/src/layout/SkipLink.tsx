import { vars } from '@bookshop/ui';
import styled from 'styled-components';
import { useWords } from '../i18n/useWords';

/** The id of the page's `<main>`, the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * The first Tab stop of every page (WCAG 2.4.1): hidden until focused, it jumps past the top bar,
 * header and category menus to the page itself.
 */
export function SkipLink() {
  const { words } = useWords();
  return (
    <Skip
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        // Focus the page itself (a plain hash jump would also put the hash into the address).
        const main = document.getElementById(MAIN_CONTENT_ID);
        if (!main) return;
        event.preventDefault();
        main.focus();
        main.scrollIntoView();
      }}
    >
      {words.skipToContent}
    </Skip>
  );
}

const Skip = styled.a`
  position: absolute;
  top: ${vars.space.sm};
  left: ${vars.space.sm};
  z-index: 100;
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${vars.space.md};
  font-weight: 600;
  color: ${vars.color.onPrimary};
  background: ${vars.color.primary};
  border-radius: ${vars.radius.sm};
  transform: translateY(-200%);

  &:focus {
    transform: none;
  }
`;
