import { useRouteError } from 'react-router';
import { ErrorFallback } from '#web/components/error-fallback.tsx';

export function RouteError() {
  const error = useRouteError();
  return <ErrorFallback error={error} onRetry={() => window.location.reload()} />;
}
