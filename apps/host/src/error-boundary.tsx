import { useTexts } from '@lego-portal/portal-ui';
import { PAGE_STATE_TEXTS } from '@lego-portal/rules';
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  failed: boolean;
}

/** The page shown instead of a white screen, in the portal's language. */
function ErrorPage() {
  const texts = useTexts('page', PAGE_STATE_TEXTS);
  return (
    <main className="host-error">
      <h1>{texts.errorTitle}</h1>
      <p>{texts.errorBody}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {texts.reload}
      </button>
    </main>
  );
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
    return this.state.failed ? <ErrorPage /> : this.props.children;
  }
}
