import { type ReactNode, Suspense, useSyncExternalStore } from 'react';

const noChanges = () => () => {};
const isBrowser = () => true;
const isServer = () => false;

/**
 * False on the server and while the browser takes the server's page over, true from then on. A part the
 * server's page does not have (a lazily loaded one: renderToString cannot wait for it) must not be drawn
 * during the take-over either, or React throws that part of the page away and draws it afresh.
 */
export function useTakenOver(): boolean {
  return useSyncExternalStore(noChanges, isBrowser, isServer);
}

/** Draws a lazily loaded part once the browser has taken the server's page over and its code is in. */
export function AfterTakeOver({ children }: { children: ReactNode }) {
  return useTakenOver() ? <Suspense fallback={null}>{children}</Suspense> : null;
}
