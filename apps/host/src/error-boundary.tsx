import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  failed: boolean;
}

/**
 * The last line against a white screen: an error that escapes a screen shows a plain message
 * with a way back instead of an empty page. Screens handle the failures they expect (load
 * errors, server messages) themselves; this catches what nobody expected.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Unexpected error in the portal', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="host-error">
        <h1>Something went wrong</h1>
        <p>The page could not be shown. Your session is kept; reload the page to continue.</p>
        <button type="button" onClick={() => window.location.reload()}>
          Reload the page
        </button>
      </main>
    );
  }
}
