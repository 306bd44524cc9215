import { Component, type ErrorInfo, type ReactNode } from 'react';
import { buttonClasses } from '../components/ui/button-styles.ts';

type State = { failed: boolean };

/** Last line of defence: a failed chunk load (e.g. after a deploy while offline) gets a way out. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Unhandled UI error', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-6 text-center">
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Something went wrong</h1>
        <p className="text-slate-600 dark:text-slate-400">
          The page could not be shown. Reloading usually fixes it.
        </p>
        <button type="button" className={buttonClasses()} onClick={() => window.location.reload()}>
          Reload the page
        </button>
      </div>
    );
  }
}
