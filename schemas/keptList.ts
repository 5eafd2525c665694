import * as z from 'zod/mini';
import { describeIssue } from './issues';

/** An item a list left out: where in the item and why, one line per issue. */
export interface LeftOutItem {
  issues: string[];
}

let tell: ((item: LeftOutItem) => void) | null = null;

/**
 * Where a left-out item is reported: the client names its report hook once (src/platform/report.ts);
 * the schemas stay free of the client. Without one, items are left out silently (the server, tests).
 */
export function reportLeftOutItemsTo(listener: ((item: LeftOutItem) => void) | null): void {
  tell = listener;
}

/** An item read as null, and reported, when its schema refuses it. */
const itemOrNull = <T extends z.ZodMiniType>(item: T) =>
  z.catch(z.nullable(item), (ctx) => {
    tell?.({ issues: ctx.issues.map((issue) => describeIssue({ path: (issue.path ?? []).map(String).join('.') || '(root)', message: issue.message ?? 'invalid' })) });
    return null;
  });

/** A list's items, each refused one read as null and reported (`keptList` drops them). */
export const keptItems = <T extends z.ZodMiniType>(item: T, params?: Parameters<typeof z.array>[1]) => z.array(itemOrNull(item), params);

/** The items a list kept. */
export const presentItems = <T>(items: readonly (T | null)[]): NonNullable<T>[] => items.filter((entry): entry is NonNullable<T> => entry !== null);

/**
 * A list that leaves out each item its schema refuses, alone, and reports it: one bad speaker,
 * session, file, story or page of the tree costs that item, not the list, the module or the site.
 * A missing list reads as empty.
 */
export const keptList = <T extends z.ZodMiniType>(item: T) => z.pipe(z._default(keptItems(item), []), z.transform(presentItems));
