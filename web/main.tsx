import '@fontsource-variable/inter';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { startLanguage } from './lib/i18n.ts';
import { settleSplash } from './features/landing/splash-overlay.ts';
import { registerServiceWorkerOnStart } from './features/notifications/service-worker.ts';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

// The splash in the first paint (issue 43) goes at once when it is not due, else after its 2 s.
settleSplash();

// D37: the chosen language's texts arrive before the first render, so no other language flashes.
void startLanguage().then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);

// Web Push (D30): the service worker shows pushes; it caches nothing.
registerServiceWorkerOnStart();
