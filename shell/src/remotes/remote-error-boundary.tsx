import { Component, type ReactNode } from "react";

interface Props {
  fallback: (retry: () => void) => ReactNode;
  onRetry: () => void;
  /** A new value clears a previous failure. */
  resetKey: string;
  children: ReactNode;
}

/** Keeps a failing remote inside its slot: header, footer and other routes keep working. */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error("[shell] a remote failed to load or render", error);
  }

  componentDidUpdate(previous: Props) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  retry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
