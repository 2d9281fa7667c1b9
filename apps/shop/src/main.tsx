import { configureApi } from '@bookshop/data';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

configureApi({ baseUrl: '/api' });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
