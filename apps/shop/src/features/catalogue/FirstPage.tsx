import { createContext, type ReactNode, useContext, useState } from 'react';
import { useLocation } from 'react-router-dom';

const FirstPage = createContext(false);

/**
 * Whether the page shown is the one the visit began with: in the browser until the first navigation,
 * on the server always. Its lists leave the cards off the screen to be drawn as they near it (a phone
 * loading the page lays out the first rows only); a page reached by a navigation, or by Back, draws
 * every card, so that its scroll position is restored to the pixel.
 */
export function FirstPageProvider({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  const [firstKey] = useState(key);
  const [navigated, setNavigated] = useState(false);
  // Set while rendering, not in an effect: the next page renders, and has its scroll restored,
  // already knowing that it is not the first.
  if (!navigated && key !== firstKey) setNavigated(true);
  return <FirstPage.Provider value={!navigated}>{children}</FirstPage.Provider>;
}

/** Whether this is the page the visit began with (see `FirstPageProvider`). */
export const useFirstPage = () => useContext(FirstPage);
