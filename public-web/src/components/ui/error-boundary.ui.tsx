import { Component, type ErrorInfo, type ReactNode } from 'react';
import { retryFailedImports } from '../../lib/lazy-retry';

interface ErrorBoundaryProps {
  /** What shows instead of the failed part; `retry` renders the children again (a lazy piece imports afresh). */
  fallback: (retry: () => void, error: unknown) => ReactNode;
  /** A change of this value clears a shown error (a new route, a new toast). */
  resetKey?: unknown;
  children: ReactNode;
}

/** Keeps a failure (a chunk that did not load, a render error) inside the part of the page that failed. */
export class ErrorBoundary extends Component<
  ErrorBoundaryProps,
  { error: unknown; failed: boolean; resetKey: unknown }
> {
  state = { error: null as unknown, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: { resetKey: unknown }) {
    return props.resetKey !== state.resetKey ? { error: null, failed: false, resetKey: props.resetKey } : null;
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Parte de la página no se pudo mostrar', error, info.componentStack);
  }

  retry = () => {
    retryFailedImports();
    this.setState({ error: null, failed: false });
  };

  render() {
    return this.state.failed ? this.props.fallback(this.retry, this.state.error) : this.props.children;
  }
}

/** The Spanish message with 'Reintentar' shown where something failed to load. */
export function LoadFailed({
  retry,
  title = 'No pudimos cargar esta parte de la página',
  compact = false,
}: {
  retry: () => void;
  title?: string;
  compact?: boolean;
}) {
  return (
    <div className={`load-failed${compact ? ' load-failed--compact' : ''}`} role="alert">
      <p className="load-failed__title">{title}</p>
      <p className="muted">Revisa tu conexión e inténtalo de nuevo.</p>
      <button type="button" className="btn btn--primary" onClick={retry}>
        Reintentar
      </button>
    </div>
  );
}
