import { createContext, useContext } from 'react';
import type { PageSummary } from '../bundles';
import type { FieldPath } from '../fieldPath';
import type { Refusal } from './moduleSettings';

/** What every control of one module's settings reads and writes through: the module, its refusals, the site's pages. */
export interface SettingsScope {
  module: Record<string, unknown>;
  write: (path: FieldPath, value: unknown) => void;
  refusalsAt: (path: FieldPath) => readonly Refusal[];
  /** The workbench's language, as the field words key it. */
  words: 'en' | 'zh';
  /** The site's pages, for the link picker. */
  pages: readonly PageSummary[];
}

export const SettingsContext = createContext<SettingsScope | null>(null);

export function useSettings(): SettingsScope {
  const scope = useContext(SettingsContext);
  if (!scope) throw new Error('a settings control outside SettingsPanel');
  return scope;
}
