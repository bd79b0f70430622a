import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { restoreSavedRedirect } from './lib/redirectRestore';
import { registerServiceWorker } from './lib/serviceWorker';
import './styles.css';

restoreSavedRedirect();
void registerServiceWorker();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
