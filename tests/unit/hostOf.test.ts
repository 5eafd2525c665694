import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtureBundles, response } from '../../fixtures/index';
import { rawEnvelope } from '../../schemas/envelope';
import { site } from '../../schemas/site';
import { hostOf } from '../../src/site/hostOf';

const kitchenSink = () => site.parse(rawEnvelope.parse(response(fixtureBundles().get('kitchen-sink')!, 'Site', 'GetSiteById', '9101')).returnObj);

afterEach(() => vi.restoreAllMocks());

describe("a site's host", () => {
  it("builds no zoned formatter until a module reads the event's zone, which it then knows", () => {
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    const host = hostOf(kitchenSink());
    expect(host.bventId).toBe('9001');
    expect(built).not.toHaveBeenCalled();
    built.mockRestore();
    expect(host.timeZone).toBe('Asia/Macau');
  });

  it('has no zone for an event whose zone Intl does not know', () => {
    const parsed = kitchenSink();
    expect(hostOf({ ...parsed, bvent: { ...parsed.bvent!, timeZone: 'Mars/Olympus' } }).timeZone).toBeNull();
  });
});
