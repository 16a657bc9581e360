/** Mounts the app; if the root cannot mount, says the platform is initialising (SPEC.md §4). */
// First: zod's settings must be in place before any page chunk loads it.
import './lib/zod-browser-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './styles.css';

const rootElement = document.getElementById('root');
try {
  if (!rootElement) throw new Error('no #root element');
  createRoot(rootElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
} catch (error) {
  console.error('The app could not start.', error);
  document.body.textContent = 'The platform is initialising. Please refresh the page in a moment.';
}
