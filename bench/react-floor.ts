// The browser module of `pnpm bench:web`'s React floor: React and react-dom alone (production builds,
// bundled by the bench with Vite) rendering one small element, in place of a page's own scripts. What a
// page's main-thread work cannot go below as long as it is a React page: none of the shop's code, the
// router, TanStack Query or styled-components. It renders into an element of its own that is not in
// the document, so that the server's HTML is left as it was painted and nothing is laid out again for it.
import { createElement, useEffect } from 'react';
import { createRoot } from 'react-dom/client';

function FloorMark() {
  // Said once the render has committed, so a check can tell the module ran and React rendered.
  useEffect(() => {
    document.documentElement.dataset.reactFloor = 'rendered';
  }, []);
  return createElement('span', null, 'React');
}

createRoot(document.createElement('div')).render(createElement(FloorMark));
