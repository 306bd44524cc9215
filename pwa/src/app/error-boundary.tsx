import { Component, type ErrorInfo, type ReactNode } from 'react';
import { buttonClasses } from '../components/ui/button-styles.ts';

type Props = {
  children: ReactNode;
  /** Shown instead of the broken part; the default offers a reload. */
  fallback?: ReactNode;
  /** When it changes (e.g. the address), a failed part is tried again, after `onReset`. */
  resetKey?: unknown;
  onReset?: () => void;
  /** Told when the part has failed (its fallback is about to show). */
  onCatch?: () => void;
};
type State = { failed: boolean };

/**
 * Keeps a failure where it happened: the page, the bell and the sync bar each sit in their own
 * boundary, so a chunk that failed there leaves the nav bar and the sync engine running; the one
 * around the whole app is the last line of defence.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Unhandled UI error', error, info.componentStack);
    this.props.onCatch?.();
  }

  override componentDidUpdate(prev: Props) {
    if (!this.state.failed || prev.resetKey === this.props.resetKey) return;
    this.props.onReset?.();
    this.setState({ failed: false });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    if (this.props.fallback !== undefined) return this.props.fallback;
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
