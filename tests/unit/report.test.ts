// @vitest-environment jsdom
// Reports that help (issue 13): each problem once however often it renders, scrubbed of the
// visitor's credentials and personal data, sent in one batch when the page hides.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '../../src/platform/config';
import { observeReports, report } from '../../src/platform/report';
import { flushReports, type Report } from '../../src/platform/reportBatch';

/** The batch module loads with the first report, and a beacon's body is read asynchronously. */
const settle = async () => {
  await vi.dynamicImportSettled();
  await new Promise((resolve) => setTimeout(resolve, 0));
};

const sent: Report[][] = [];
beforeEach(() => {
  sent.length = 0;
  setConfig({ enableReport: true, reportUrl: '/api/report' });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.stubGlobal('navigator', {
    ...navigator,
    sendBeacon: (_url: string, body: Blob) => {
      void body.text().then((text) => sent.push(JSON.parse(text) as Report[]));
      return true;
    },
  });
});
afterEach(async () => {
  // What a test's reports left on their way to the batching code goes with it, not into the next test.
  await settle();
  flushReports();
  await settle();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});


describe('reports', () => {
  it('are sent once each, together, when the page hides', async () => {
    report('module-fault', { moduleId: 'm1', issues: ['config: bad'] });
    report('module-fault', { moduleId: 'm1', issues: ['config: bad'] });
    report('module-fault', { moduleId: 'm2', issues: ['config: bad'] });
    await settle();
    expect(sent).toEqual([]);
    dispatchEvent(new Event('pagehide'));
    await settle();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.map((entry) => entry.detail.moduleId)).toEqual(['m1', 'm2']);
    expect(console.error).toHaveBeenCalledTimes(2);
  });

  it('carry no credential or personal data, in fields, texts or the address', async () => {
    history.replaceState(null, '', '/site/pages/login/callback?siteId=1001&code=abc&state=xyz#frag');
    report('sign-in', {
      error: 'GET /api/x failed with Authorization: Bearer abc.def-123 and eyJhbGciOi.eyJzdWIi.c2ln',
      accessToken: 'secret',
      accountId: 'acct-7f3a9c01-demo',
      email: 'demo@minisite.example',
      user: { name: 'Demo Visitor', mobile: '13800138000' },
      moduleId: 'kept',
    });
    await settle();
    flushReports();
    await settle();
    const [entry] = sent[0]!;
    expect(entry!.href).toBe(`${location.origin}/site/pages/login/callback?siteId=1001`);
    expect(entry!.detail).toEqual({
      error: 'GET /api/x failed with Authorization: Bearer [redacted] and [token]',
      accessToken: '[redacted]',
      accountId: '[redacted]',
      email: '[redacted]',
      user: { name: '[redacted]', mobile: '[redacted]' },
      moduleId: 'kept',
    });
  });

  it('go at once when a batch is full, and not at all with enableReport off', async () => {
    for (let n = 0; n < 20; n++) report('full', { n });
    await settle();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toHaveLength(20);
    setConfig({ enableReport: false });
    report('off', { n: 1 });
    await settle();
    flushReports();
    await settle();
    expect(sent).toHaveLength(1);
  });

  it('are heard by whoever hosts the page, once each, until it stops listening', () => {
    const heard: string[] = [];
    const stop = observeReports((kind, detail) => heard.push(`${kind} ${String(detail.moduleId)}`));
    report('module-fault', { kind: 'render', moduleId: 'm9' });
    report('module-fault', { kind: 'render', moduleId: 'm9' });
    stop();
    report('module-fault', { kind: 'render', moduleId: 'm10' });
    expect(heard).toEqual(['module-fault m9']);
  });

  it('taken as the page leaves, before the batching code is in, go once, with the tab’s next page', async () => {
    report('early', { moduleId: 'm20' });
    // The page goes before the batching code has downloaded: the report waits in the tab.
    dispatchEvent(new Event('pagehide'));
    await settle();
    expect(sent).toEqual([]);
    expect(JSON.parse(sessionStorage.getItem('unsentReports')!)).toMatchObject([{ kind: 'early', detail: { moduleId: 'm20' } }]);

    // The tab's next page sends it as it hides, and leaves nothing behind.
    vi.resetModules();
    (await import('../../src/platform/config')).setConfig({ enableReport: true, reportUrl: '/api/report' });
    const next = await import('../../src/platform/reportBatch');
    await import('../../src/platform/report');
    await settle();
    expect(sessionStorage.getItem('unsentReports')).toBeNull();
    next.flushReports();
    await settle();
    expect(sent.flat().map((entry) => entry.detail.moduleId)).toEqual(['m20']);
  });

  it('left as the page went into the back-forward cache are sent by it when it comes back', async () => {
    report('cached', { moduleId: 'm21' });
    dispatchEvent(new Event('pagehide'));
    dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    await settle();
    expect(sessionStorage.getItem('unsentReports')).toBeNull();
    // The batching code as the page holds it now (the test before started a fresh one).
    (await import('../../src/platform/reportBatch')).flushReports();
    await settle();
    expect(sent.flat().map((entry) => entry.detail.moduleId)).toEqual(['m21']);
  });

  it('taken offline wait for the network, then go; offline still as the page leaves, they stay for the tab', async () => {
    const online = { value: false };
    vi.stubGlobal('navigator', { ...navigator, get onLine() { return online.value; } });
    const batching = await import('../../src/platform/reportBatch');
    report('offline', { moduleId: 'm22' });
    await settle();
    batching.flushReports();
    await settle();
    expect(sent).toEqual([]);

    online.value = true;
    dispatchEvent(new Event('online'));
    await settle();
    batching.flushReports();
    await settle();
    expect(sent.flat().map((entry) => entry.detail.moduleId)).toEqual(['m22']);

    online.value = false;
    report('offline', { moduleId: 'm23' });
    dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(sessionStorage.getItem('unsentReports')!)).toMatchObject([{ kind: 'offline', detail: { moduleId: 'm23' } }]);
    sessionStorage.clear();
  });
});
