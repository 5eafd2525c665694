import { createElement, lazy, type ComponentType, type ReactNode } from 'react';
import { preloadable, type Preloadable } from './preloadable';

/** A component whose code arrives on demand and can be asked for before it renders. */
export type Loadable<P> = ((props: P) => ReactNode) & {
  /** Starts (or joins) the download; resolves once the component can render without suspending. */
  preload: () => Promise<void>;
  isReady: () => boolean;
};

/**
 * Like `React.lazy`, but the page can fetch the code the moment it knows it will need it (a
 * page detail naming the module types, even before React has loaded: pass a shared
 * Preloadable) and can tell whether rendering it now would suspend.
 * Once loaded it renders the real component directly: no Suspense fallback flashes in between.
 */
export function loadable<P extends object>(code: Preloadable<{ default: ComponentType<P> }> | (() => Promise<{ default: ComponentType<P> }>)): Loadable<P> {
  const { preload, loaded } = typeof code === 'function' ? preloadable(code) : code;
  const Lazy = lazy(() => preload().then(() => loaded()!));
  function LoadableComponent(props: P) {
    const chunk = loaded();
    return chunk ? createElement(chunk.default, props) : createElement(Lazy, props);
  }
  return Object.assign(LoadableComponent, { preload, isReady: () => loaded() !== null });
}

/** Whether rendering this component now would wait for code; plain components never do. */
export function isComponentReady(component: object): boolean {
  return !('isReady' in component) || (component as Loadable<never>).isReady();
}

/** Asks for a component's code ahead of its render; plain components have nothing to fetch. */
export function preloadComponent(component: object): Promise<void> {
  return 'preload' in component ? (component as Loadable<never>).preload() : Promise.resolve();
}
