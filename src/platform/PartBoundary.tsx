import { Component, type ReactNode } from 'react';
import { HydratedSuspense } from '../../renderer/hydration';
import { report } from './report';
import { tellCaught } from './whenStaying';

interface Props {
  /** Names the part in the report. */
  part: string;
  /** What holds its place while its code arrives; nothing unless said. */
  placeholder?: ReactNode;
  /** What stands in its place once it failed; nothing unless said. */
  fallback?: ReactNode;
  children: ReactNode;
}

/**
 * A part of the app beside the page (the navigation, the footer, the toast, the offline support)
 * whose code arrives on its own (Suspense), within a boundary: a part whose code does not arrive
 * over a venue's flaky network, or that fails, is reported and the rest stands. Without one,
 * React unmounts the whole app, a first screen the server drew included, and the visitor is left
 * with a blank window.
 */
export class PartBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    tellCaught(error, () => report(this.props.part, { error: String(error) }));
  }

  override render() {
    if (!this.state.failed) return <HydratedSuspense fallback={this.props.placeholder ?? null}>{this.props.children}</HydratedSuspense>;
    return this.props.fallback ?? null;
  }
}
