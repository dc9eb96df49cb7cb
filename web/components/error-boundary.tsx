import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback } from './error-fallback.tsx';

interface State {
  error: unknown;
}

/** The last line of defence around the whole app (and its routes: router.tsx, ADR 0013). */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: undefined };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Unhandled error in the web app', error, info.componentStack);
  }

  override render() {
    if (this.state.error !== undefined) {
      return <ErrorFallback error={this.state.error} onRetry={() => this.setState({ error: undefined })} />;
    }
    return this.props.children;
  }
}
