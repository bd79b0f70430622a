/**
 * React DOM's client, re-exported from a module of our own that vite.config.ts puts in the react-dom chunk:
 * React DOM is CommonJS, so its body runs where an ES module first imports it. Imported here, that is when
 * boot.ts evaluates the react-dom chunk, a task of its own, not within the app's (decision 0504).
 */
export { createRoot, hydrateRoot } from 'react-dom/client';
