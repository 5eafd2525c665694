import type * as z from 'zod/mini';
import { moduleCommon } from '../../../schemas/modules/common';
import { moduleSchemas } from '../../../schemas/modules';
import { describeObject, everyField, type Field } from './describe';
import { DECLARATIONS } from './fields';

/** The panel's groups of common settings, each the module keys it edits (spec section 3, "Module common"). */
export const COMMON_SECTIONS = {
  title: ['isShowTitle', 'moduleTitle'],
  moreButton: ['isShowMoreButton', 'moreButton'],
  style: ['publicStyleConfiguration'],
  access: ['authorityType', 'scopeType', 'businessIds'],
  phone: ['mobileSetting'],
} as const;
export type CommonSection = keyof typeof COMMON_SECTIONS;

/** What the panel edits of one module type: its own settings (`config`, and `mobileConfig` when the phone stands on its own) and the common ones by group. */
export interface ModuleSettings {
  config: readonly Field[];
  common: Readonly<Record<CommonSection, readonly Field[]>>;
}

const commonFields = describeObject(moduleCommon, DECLARATIONS);
const settingsOf = new Map<string, ModuleSettings>();

const isModuleType = (type: string): type is keyof typeof moduleSchemas => Object.hasOwn(moduleSchemas, type);

/** A type's settings, generated once from the schema the renderer parses it with; null for a type the renderer does not know. */
export function moduleSettings(type: string): ModuleSettings | null {
  if (!isModuleType(type)) return null;
  const known = settingsOf.get(type);
  if (known) return known;
  const config = moduleSchemas[type].shape.config as z.ZodMiniType;
  const common = Object.fromEntries(
    Object.entries(COMMON_SECTIONS).map(([section, keys]) => [section, keys.flatMap((key) => commonFields.find((field) => field.key === key) ?? [])]),
  ) as Record<CommonSection, Field[]>;
  const settings = { config: describeObject(config, DECLARATIONS), common };
  settingsOf.set(type, settings);
  return settings;
}

/** One refusal of the renderer's parse, where it is in the module (keys and places) and what the schema said. */
export interface Refusal {
  path: readonly PropertyKey[];
  issue: z.core.$ZodIssue;
}

/** Why the renderer would refuse this module, each issue at its place; empty when it would show it. */
export function refusals(type: string, module: unknown): Refusal[] {
  if (!isModuleType(type)) return [];
  const parsed = moduleSchemas[type].safeParse(module);
  return parsed.success ? [] : parsed.error.issues.map((issue) => ({ path: issue.path, issue }));
}

/** A path as the panel keys its fields by. */
export const pathKey = (path: readonly PropertyKey[]) => path.map(String).join('.');

/** A field's label, found by its place in the module (list places read as any item), or null where no setting sits there. */
export function fieldLabel(type: string, path: readonly PropertyKey[], words: 'en' | 'zh'): string | null {
  const settings = moduleSettings(type);
  if (!settings) return null;
  const wanted = path.map((key) => (typeof key === 'number' ? '[]' : String(key))).join('.').replace(/\.\[\]/g, '[]');
  const under = (prefix: string, fields: readonly Field[]) => [...everyField(fields)].map(({ field, where }) => ({ field, where: prefix ? `${prefix}.${where}` : where }));
  const all = [...under('config', settings.config), ...under('mobileConfig', settings.config), ...under('', Object.values(settings.common).flat())];
  const found = all.find((entry) => entry.where === wanted);
  return found?.field.declaration?.[words][0] ?? null;
}
