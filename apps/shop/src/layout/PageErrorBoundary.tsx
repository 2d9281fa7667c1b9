import { Component, type ReactNode, startTransition } from 'react';
import { RouteError } from './RouteError';

interface Props {
  /** The history entry shown (`location.key`): a move to another one shows its page afresh. */
  entry: string;
  /** Makes the entry's page ready again (its module and loaders), before it renders again. */
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: unknown;
  failedAt: string | null;
}

/**
 * Catches a page that failed to render (an answer it asked for itself failed) and shows why
 * (`RouteError`) inside the frame, so the header and navigation stay usable; a page that failed to
 * load says so itself (`Page`). The error belongs to its history entry: a move clears it.
 */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failedAt: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.failedAt === null && state.error !== null) return { failedAt: props.entry };
    if (state.failedAt !== null && state.failedAt !== props.entry) return { error: null, failedAt: null };
    return null;
  }

  retry = () => {
    this.props.onRetry();
    // As a transition: the message stays until the page is ready again (or fails again).
    startTransition(() => this.setState({ error: null, failedAt: null }));
  };

  override render() {
    const { error } = this.state;
    if (error !== null) return <RouteError error={error} onRetry={this.retry} />;
    return this.props.children;
  }
}
