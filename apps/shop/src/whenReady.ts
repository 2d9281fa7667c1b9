import type { createBrowserRouter } from 'react-router-dom';

/** Resolves once the router has loaded its first page's module and data (or failed to). */
export function whenReady(router: ReturnType<typeof createBrowserRouter>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
