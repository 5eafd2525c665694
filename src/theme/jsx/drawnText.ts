import { Fragment, type ElementType } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { breakable } from '../words';

/** Elements whose text is not drawn as a page's text: a document title, code, a form's values. */
const UNDRAWN = new Set(['title', 'script', 'style', 'textarea', 'option', 'code', 'pre']);

/**
 * An element that draws its text children: a tag, a styled one, a fragment, or the router's
 * links (their anchors are made in the router's own code). Not any other component, which may
 * use a text as something else (a title, a name).
 */
function drawsText(type: ElementType): boolean {
  if (typeof type === 'string') return !UNDRAWN.has(type);
  if (type === Fragment || type === Link || type === NavLink) return true;
  return typeof type === 'object' && type !== null && 'styledComponentId' in type;
}

/** `props` with their text children made breakable, for an element that draws them. */
export function drawnProps<P>(type: ElementType, props: P): P {
  if (!drawsText(type)) return props;
  const { children } = props as { children?: unknown };
  if (typeof children === 'string') {
    const drawn = breakable(children);
    return drawn === children ? props : { ...props, children: drawn };
  }
  if (Array.isArray(children) && children.some((child) => typeof child === 'string')) {
    return { ...props, children: children.map((child) => (typeof child === 'string' ? breakable(child) : child)) };
  }
  return props;
}
