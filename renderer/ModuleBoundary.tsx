import { Component, type ReactNode } from 'react';

interface Props {
  onError: (error: Error) => void;
  fallback: (error: Error) => ReactNode;
  children: ReactNode;
}

/** Catches a throw while one module renders, so its neighbours stay on the page. */
export class ModuleBoundary extends Component<Props, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error) {
    this.props.onError(error);
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}
