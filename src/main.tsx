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
// The page's lazy chunk is loaded first, so hydration never has to discard the page while it loads.
if (root.dataset.prerendered === window.location.pathname) {
  const pageChunks = [...document.querySelectorAll<HTMLLinkElement>('link[data-page-chunk]')].map((link) =>
    import(/* @vite-ignore */ link.href).catch((error: unknown) => console.error('Page chunk failed to load', error)),
  );
  // Hydrating after the next frame lets the browser paint the prerendered page before the long hydration task.
  const painted = new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  void Promise.all([...pageChunks, painted]).then(() => hydrateRoot(root, app));
} else {
  root.replaceChildren();
  createRoot(root).render(app);
}
