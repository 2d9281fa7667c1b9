import { configureApi } from '@bookshop/data';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

configureApi({ baseUrl: '/api' });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// As a transition, React renders the first page in slices of a few milliseconds, yielding between
// them, instead of one long task that would block a phone's input.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
