import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { restoreSavedRedirect } from './lib/redirectRestore';
import { registerServiceWorker } from './lib/serviceWorker';
import './styles.css';

restoreSavedRedirect();
void registerServiceWorker();

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// Public pages arrive prerendered (scripts/prerender.ts): hydrate them, unless the address changed since.
if (root.dataset.prerendered === window.location.pathname) hydrateRoot(root, app);
else {
  root.replaceChildren();
  createRoot(root).render(app);
}
