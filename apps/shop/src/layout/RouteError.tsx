import { useRouteError } from 'react-router-dom';
import { useWords } from '../i18n/useWords';

/** A failed load never leaves a blank page: say so and offer to try again. */
export function RouteError() {
  const error = useRouteError();
  const { words } = useWords();
  console.error(error);
  return (
    <main style={{ padding: 24, textAlign: 'center' }}>
      <p role="alert">{words.loadError}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {words.retry}
      </button>
    </main>
  );
}
