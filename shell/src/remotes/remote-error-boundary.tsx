import { Component, type ReactNode } from "react";

interface Props {
  fallback: (retry: () => void) => ReactNode;
  onRetry: () => void;
  /** Changing it (e.g. the remote's name) clears a previous failure. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  failedFor: string | null;
}

/** Keeps a failing remote inside its slot: the rest of the site keeps working. */
export class RemoteErrorBoundary extends Component<Props, State> {
  state: State = { failedFor: null };

  static getDerivedStateFromError(): Partial<State> {
    return { failedFor: "pending" };
  }

  componentDidCatch(error: unknown) {
    console.error("[shell] a remote failed", error);
    this.setState({ failedFor: this.props.resetKey });
  }

  componentDidUpdate(previous: Props) {
    if (this.state.failedFor && previous.resetKey !== this.props.resetKey) this.setState({ failedFor: null });
  }

  retry = () => {
    this.props.onRetry();
    this.setState({ failedFor: null });
  };

  render() {
    return this.state.failedFor ? this.props.fallback(this.retry) : this.props.children;
  }
}
