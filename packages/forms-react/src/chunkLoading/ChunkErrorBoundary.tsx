import { Component, type ReactNode } from 'react';
import { type ChunkFailure, chunkFailureOf } from './chunkLoadError';

interface Props {
  children: ReactNode;
  /** What stands in place of the code that did not load (a message with a reload action). */
  fallback: (failure: ChunkFailure) => ReactNode;
}

interface State {
  error: unknown;
  failure: ChunkFailure | null;
}

/**
 * Catches a lazy chunk that failed or timed out below it, so only that part of the page shows the
 * failure rather than the whole app going blank. Other errors are thrown on to the boundaries
 * above: a bug is not a network problem and must not be hidden behind "Reload". Remount it (a new
 * key) to try again.
 */
export class ChunkErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined, failure: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failure: chunkFailureOf(error) };
  }

  override render(): ReactNode {
    const { error, failure } = this.state;
    if (failure) return this.props.fallback(failure);
    if (error !== undefined) throw error;
    return this.props.children;
  }
}
