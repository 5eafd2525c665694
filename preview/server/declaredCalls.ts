import { GATEWAY_CALLS } from '../../schemas/calls';
import { rootedPath, type WireCall } from '../../schemas/calls/wire';

export type GatewayCallName = keyof typeof GATEWAY_CALLS;

/** A declared call at an address: its name, its declaration, and the values in its path's `{name}` parts. */
export interface DeclaredAt {
  name: GatewayCallName;
  call: WireCall;
  values: Record<string, string>;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A call's path as the client's joined address reaches us, each `{name}` one segment. Case is
 * ignored, as a real gateway's routes ignore it: the spec itself spells one root three ways.
 */
function patternOf(path: string): RegExp {
  const parts = rootedPath(path).split(/\{(\w+)\}/);
  return new RegExp(`^${parts.map((part, index) => (index % 2 ? `(?<${part}>[^/]+)` : escaped(part))).join('')}$`, 'i');
}

const PATTERNS = Object.entries(GATEWAY_CALLS).map(([name, call]) => ({ name: name as GatewayCallName, call: call as WireCall, pattern: patternOf(call.path) }));

/** The declared gateway call (schemas/calls.ts) a request's path names; undefined for a path no call has. */
export function declaredAt(pathname: string): DeclaredAt | undefined {
  for (const { name, call, pattern } of PATTERNS) {
    const match = pattern.exec(pathname);
    // The values as they came, still encoded: a bundle's keys are the ids as the client sent them.
    if (match) return { name, call, values: { ...match.groups } };
  }
  return undefined;
}

/**
 * Where the router finds a declared call: its exact path, or, when the path has `{name}` parts,
 * everything under what comes before the first (declaredAt then reads the rest).
 */
export function routePathOf(call: WireCall): { path: string; prefix: boolean } {
  const path = rootedPath(call.path);
  const open = path.indexOf('{');
  return open < 0 ? { path, prefix: false } : { path: path.slice(0, open), prefix: true };
}
