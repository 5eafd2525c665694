import type { TFunction } from 'i18next';
import type { ReadinessItem } from './readiness';

/** A finding as an organiser reads it, in the panel and in a handed-over reply's notes. */
export const readinessWords = (item: ReadinessItem, t: TFunction): string =>
  t(`readiness_${item.kind}`, { ...item.detail, kb: 'bytes' in item.detail ? Math.round(item.detail.bytes / 1000) : undefined });
