import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RendererProvider } from '../../../renderer/context';
import { PageRenderer } from '../../../renderer/PageRenderer';
import { moduleEnvelope, type Terminal } from '../../../schemas/page';
import type { LanguageCode } from '../../../schemas/primitives';
import { initI18n } from '../../../src/i18n';
import { partnersExamples } from '../../../src/modules/partners/example';
import { registry } from '../../../src/modules/registry';
import { exampleServices } from '../../support/exampleServices';
import { ModuleHostProvider, type ModuleHost } from '../../../src/site/host';
import { exampleHost } from '../../support/kitchenSink';
import { replayFetch } from '../support/replayFetch';
import { variant } from './render';

/** A host other than the kitchen sink's (`overrides`) gives a test replies no earlier test has cached. */
async function renderPartners(payload: unknown, terminal: Terminal, language: LanguageCode = 'en-US', overrides: Partial<ModuleHost> = {}) {
  await act(() => initI18n(language).changeLanguage(language));
  const view = render(
    <RendererProvider services={exampleServices(terminal)}>
      <ModuleHostProvider host={{ ...exampleHost(language), ...overrides }}>
        <PageRenderer modules={[moduleEnvelope.parse(payload)]} registry={registry} />
      </ModuleHostProvider>
    </RendererProvider>,
  );
  await waitFor(() => {
    expect(view.container.querySelector('[data-module-type="partners"]')).not.toBeNull();
    expect(view.container.querySelector('[aria-busy]')).toBeNull();
  });
  return view;
}

/** Asks the replay for the kitchen-sink event whatever event the request names, keeping the rest. */
function asKitchenSink(init?: RequestInit): RequestInit {
  const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
  return { ...init, body: JSON.stringify({ ...body, bventId: '9001' }) };
}

const bodies = (calls: unknown[][]) => calls.map(([, init]) => JSON.parse(String((init as RequestInit).body)) as Record<string, unknown>);

beforeEach(() => vi.stubGlobal('fetch', replayFetch));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('partners module', () => {
  it('asks for the categories and each category at page size 999', async () => {
    const calls = vi.fn((input: RequestInfo | URL, init?: RequestInit) => replayFetch(input, asKitchenSink(init)));
    vi.stubGlobal('fetch', calls);
    await renderPartners(partnersExamples['en-US'], 'pc', 'en-US', { bventId: 'calls-event' });
    expect(bodies(calls.mock.calls)).toEqual([
      { bventId: 'calls-event', businessType: 'PartnerModule', lang: 'en-US', siteId: '9101' },
      { bventId: 'calls-event', lang: 'en-US', categoryId: 'pc-organisers', pageNo: 1, pageSize: 999 },
      { bventId: 'calls-event', lang: 'en-US', categoryId: 'pc-strategic', pageNo: 1, pageSize: 999 },
      { bventId: 'calls-event', lang: 'en-US', categoryId: 'pc-media', pageNo: 1, pageSize: 999 },
    ]);
  });

  it('shows a heading per category over its logos, six to a row on desktop', async () => {
    await renderPartners(partnersExamples['en-US'], 'pc');
    const headings = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Organisers', 'Strategic partners', 'Media partners']);
    const strategic = screen.getByRole('region', { name: 'Strategic partners' });
    expect(within(strategic).getAllByRole('img').map((logo) => logo.getAttribute('alt'))).toEqual([
      'VerdeSol Energy',
      'Greater Bay Logistics',
      'Atlântico Ventures',
      'Lotus Bank',
      'Pearl River Air',
      'Silk Road Commerce',
    ]);
    expect(getComputedStyle(within(strategic).getByRole('list')).gridTemplateColumns).toBe('repeat(6, minmax(0, 1fr))');
  });

  it('puts three logos to a row on phones, in the site language', async () => {
    await renderPartners(partnersExamples['zh-HK'], 'mobile', 'zh-HK');
    const media = screen.getByRole('region', { name: '媒體合作夥伴' });
    expect(getComputedStyle(within(media).getByRole('list')).gridTemplateColumns).toBe('repeat(3, minmax(0, 1fr))');
    expect(within(media).getByRole('img', { name: '澳門商業日報' })).toBeTruthy();
  });

  it('links a logo out in a new tab when the partner has a site, and not otherwise', async () => {
    await renderPartners(partnersExamples['en-US'], 'pc');
    const lotus = screen.getByRole('link', { name: 'Lotus Bank' });
    expect(lotus.getAttribute('href')).toBe('https://example.org/lotus');
    expect(lotus.getAttribute('target')).toBe('_blank');
    expect(lotus.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.queryByRole('link', { name: 'Atlântico Ventures' })).toBeNull();
  });

  it('shows only the categories the organiser picked, in their order', async () => {
    await renderPartners(variant(partnersExamples['pt-PT'], (payload) => (payload.config.categoryIds = ['pc-media', 'pc-organisers'])), 'pc', 'pt-PT');
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Parceiros de comunicação social', 'Organizadores']);
  });

  it('drops an unsafe partner link but keeps the logo', async () => {
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      replayFetch(input, asKitchenSink(init)).then(async (response) => new Response((await response.text()).replace('https://example.org/lotus', 'javascript:alert(1)'))),
    );
    await renderPartners(partnersExamples['en-US'], 'pc', 'en-US', { bventId: 'hostile-event' });
    await screen.findByRole('img', { name: 'Lotus Bank' });
    expect(screen.queryByRole('link', { name: 'Lotus Bank' })).toBeNull();
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('says there is no data when the event has no partner categories', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(new Response(JSON.stringify({ isSuccess: true, businessMessage: null, sysMessage: null, businessCode: null, returnObj: [] }))),
    );
    await renderPartners(partnersExamples['en-US'], 'pc', 'en-US', { bventId: 'empty-event' });
    expect(screen.getByRole('status').textContent).toBe('No data');
  });
});
