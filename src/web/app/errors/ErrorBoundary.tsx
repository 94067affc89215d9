import { Component, type ErrorInfo, type ReactNode } from "react";
import { MAX_RETRIES, nextRetryAction } from "./retry-policy";

export interface FallbackProps {
  error: Error;
  retryCount: number;
  /** Clears the error and renders the children again; past MAX_RETRIES it reloads the page instead. */
  retry: () => void;
}

interface Props {
  fallback: (props: FallbackProps) => ReactNode;
  children: ReactNode;
  /** Changing this (for example the path) clears an error left by a previous page. */
  resetKey?: string;
  name?: string;
}

interface State {
  error: Error | null;
  retryCount: number;
  resetKey?: string;
}

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, retryCount: 0, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { error: null, retryCount: 0, resetKey: props.resetKey };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[${this.props.name ?? "boundary"}] render failed`, error, info.componentStack);
  }

  retry = () => {
    if (nextRetryAction(this.state.retryCount) === "reload") {
      window.location.reload();
      return;
    }
    this.setState((s) => ({ error: null, retryCount: Math.min(s.retryCount + 1, MAX_RETRIES) }));
  };

  override render() {
    const { error, retryCount } = this.state;
    if (error) return this.props.fallback({ error, retryCount, retry: this.retry });
    return this.props.children;
  }
}
