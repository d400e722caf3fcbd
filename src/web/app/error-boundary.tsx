import { Component, useEffect, useState, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './error-screen.tsx';

interface State {
  hasError: boolean;
}

/** Render errors inside React. */
class RenderErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { hasError: false };

  static getDerivedStateFromError(): State {
    return { hasError: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Alkalmazás hiba', error, info.componentStack);
  }

  override render() {
    return this.state.hasError ? <ErrorScreen /> : this.props.children;
  }
}

/**
 * Uncaught errors and rejected promises anywhere show the 'Alkalmazás hiba' screen
 * (docs/roles/accounts.md, 'Loading and errors').
 */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  const [hasGlobalError, setHasGlobalError] = useState(false);
  useEffect(() => {
    const onError = (event: ErrorEvent) => {
      // Errors of scripts we do not own (browser extensions) carry no error object; they are not ours to show.
      if (event.error) setHasGlobalError(true);
    };
    const onRejection = () => setHasGlobalError(true);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  if (hasGlobalError) return <ErrorScreen />;
  return <RenderErrorBoundary>{children}</RenderErrorBoundary>;
}
