import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** Redsys sends the shopper back with its signed answer as `Ds_…` parameters of the address. */
const isBankParameter = (name: string) => name.startsWith('Ds_');

/**
 * Whether the shopper has just come back from the bank. The page says what the server knows, never what
 * the address carries, so the bank's signed answer is taken out of the address (and of the history, a
 * bookmark, a shared link) once read; the page remembers the return in its history entry, so a reload
 * still says how the payment went.
 */
export function useBackFromBank(): boolean {
  const location = useLocation();
  const navigate = useNavigate();
  const carried = [...new URLSearchParams(location.search).keys()].some(isBankParameter);
  const remembered = (location.state as { backFromBank?: boolean } | null)?.backFromBank === true;

  useEffect(() => {
    const params = [...new URLSearchParams(location.search)];
    if (!params.some(([name]) => isBankParameter(name))) return;
    const kept = new URLSearchParams(params.filter(([name]) => !isBankParameter(name)));
    const search = kept.size > 0 ? `?${kept}` : '';
    const state = { ...(location.state as object | null), backFromBank: true };
    void navigate({ pathname: location.pathname, search, hash: location.hash }, { replace: true, state });
  }, [location, navigate]);

  return carried || remembered;
}
