import { describeIssue, issuesOf } from '../../schemas/issues';
import { centerLook, type CenterLook } from '../../schemas/points';
import { report } from '../platform/report';

/** Spec section 8: the look that replaces invalid stored settings, a light blue page in Chinese. */
export const DEFAULT_CENTER_LOOK: CenterLook = Object.freeze({ backgroundColor: '#E8F3FF', language: 'zh-CN' });

/**
 * The points centre's stored look (QueryCenterSetting's `setting`), or the defaults when it is
 * missing or invalid. The back office may store it as an object or as its JSON text; either way a
 * bad one is reported (console, and the report hook when enableReport is on) and never reaches
 * the screens, which then stay usable in the defaults rather than failing the mall.
 */
export function readCenterLook(setting: unknown): CenterLook {
  let value = setting;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      report('points-center-setting', { reason: 'stored setting is not JSON', setting });
      return DEFAULT_CENTER_LOOK;
    }
  }
  const parsed = centerLook.safeParse(value);
  if (parsed.success) return parsed.data;
  report('points-center-setting', { reason: 'invalid stored setting, defaults used', issues: issuesOf(parsed.error).map(describeIssue) });
  return DEFAULT_CENTER_LOOK;
}
