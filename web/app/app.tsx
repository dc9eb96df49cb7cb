import { I18nextProvider } from 'react-i18next';
import { ErrorBoundary } from '#web/components/error-boundary.tsx';
import { i18n } from '#web/lib/i18n.ts';
import { Router } from './router.tsx';

/** The root of every page: the last error boundary, the strings (D26), then the router. */
export function App() {
  return (
    <ErrorBoundary>
      <I18nextProvider i18n={i18n}>
        <Router />
      </I18nextProvider>
    </ErrorBoundary>
  );
}
