import { Component, type ReactNode } from 'react';
import { isCodeLoadFailure } from '../platform/codeLoad';
import { report } from '../platform/report';
import { tellCaught } from '../platform/whenStaying';
import { ErrorState } from '../site/ErrorState';
import { CodeLoadFailed } from './CodeLoadFailed';

interface Props {
  /** A new address clears a failure: the visitor moved on. */
  resetKey: string;
  children: ReactNode;
}

/**
 * The page's own boundary, inside the chrome: a page whose code did not arrive shows the spec's
 * retry view, and one that failed while rendering a designed error with a retry, while the
 * navigation stays usable. Without it, either took the whole site down to a blank window.
 */
export class RouteBoundary extends Component<Props, { error: unknown; at: string }> {
  override state = { error: undefined as unknown, at: '' };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: { error: unknown; at: string }) {
    return props.resetKey === state.at ? null : { error: undefined, at: props.resetKey };
  }

  override componentDidCatch(error: unknown) {
    tellCaught(error, () => report('route', { address: this.props.resetKey, error: String(error) }));
  }

  override render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    if (isCodeLoadFailure(error)) return <CodeLoadFailed />;
    return <ErrorState onRetry={() => this.setState({ error: undefined })} fullPage />;
  }
}
