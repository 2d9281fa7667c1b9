/** Resolves once the page answers input (`html[data-interactive]`, set once the first page shows: `RootLayout`). */
export function whenInteractive(): Promise<void> {
  const html = document.documentElement;
  return new Promise((resolve) => {
    if (html.hasAttribute('data-interactive')) return resolve();
    const watch = new MutationObserver(() => {
      if (!html.hasAttribute('data-interactive')) return;
      watch.disconnect();
      resolve();
    });
    watch.observe(html, { attributes: true, attributeFilter: ['data-interactive'] });
  });
}

/**
 * Resolves in a later task of the browser's. The shop's first module ends its work with this, so that
 * evaluating the modules and starting the router are two tasks instead of one long one that would block
 * a phone's input.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
