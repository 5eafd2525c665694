import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RendererProvider } from '../../../renderer/context';
import { PageRenderer } from '../../../renderer/PageRenderer';
import { moduleEnvelope, type Terminal } from '../../../schemas/page';
import type { LanguageCode } from '../../../schemas/primitives';
import { initI18n } from '../../../src/i18n';
import { registry } from '../../../src/modules/registry';
import { exampleServices } from '../../support/exampleServices';
import { ModuleHostProvider } from '../../../src/site/host';
import { exampleHost } from '../../support/kitchenSink';
import { speakerExamples } from '../../../src/modules/speaker/example';
import { replayFetch } from '../support/replayFetch';
import { variant } from './render';

/** `topOrgId` other than the kitchen sink's gives a test replies no earlier test has cached. */
function mount(payload: unknown, terminal: Terminal, language: LanguageCode, topOrgId = exampleHost(language).topOrgId) {
  return render(
    <RendererProvider services={exampleServices(terminal)}>
      <ModuleHostProvider host={{ ...exampleHost(language), topOrgId }}>
        <PageRenderer modules={[moduleEnvelope.parse(payload)]} registry={registry} />
      </ModuleHostProvider>
    </RendererProvider>,
  );
}

async function renderSpeakers(payload: unknown, terminal: Terminal, language: LanguageCode = 'en-US', topOrgId?: string) {
  await act(() => initI18n(language).changeLanguage(language));
  const view = mount(payload, terminal, language, topOrgId);
  await waitFor(() => expect(view.container.querySelector('[data-module-type="speaker"] li button')).not.toBeNull());
  return view;
}

/** A speaker module without groups whose replies no earlier test has cached. */
async function renderForOrg(topOrgId: string) {
  await act(() => initI18n('en-US').changeLanguage('en-US'));
  return mount(variant(speakerExamples['en-US'], (copy) => (copy.config.groupIds = [])), 'pc', 'en-US', topOrgId);
}

const cards = () => within(screen.getByRole('tabpanel')).getAllByRole('button');

beforeEach(() => vi.stubGlobal('fetch', replayFetch));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('speaker module', () => {
  it('shows the first 4 × 2 speakers of the page of 20 in four columns on desktop', async () => {
    const calls = vi.fn(replayFetch);
    vi.stubGlobal('fetch', calls);
    await renderSpeakers(speakerExamples['en-US'], 'pc');
    expect(cards()).toHaveLength(8);
    expect(getComputedStyle(screen.getAllByRole('list')[0]!).gridTemplateColumns).toBe('repeat(4, minmax(0, 1fr))');
    const body = calls.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>).find((sent) => 'pageIndex' in sent);
    expect(body).toEqual({ bventId: '9001', topOrgId: '9000', lang: 'en-US', pageIndex: 1, pageSize: 20, keyword: '' });
  });

  it('uses two columns on phones', async () => {
    await renderSpeakers(speakerExamples['en-US'], 'mobile');
    expect(getComputedStyle(screen.getAllByRole('list')[0]!).gridTemplateColumns).toBe('repeat(2, minmax(0, 1fr))');
  });

  it('names each speaker in the site language, falling back to their first entry', async () => {
    await renderSpeakers(speakerExamples['zh-HK'], 'pc', 'zh-HK');
    expect(screen.getByRole('button', { name: /海倫娜·科斯塔博士/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '論壇嘉賓' }));
    // Rita Fernandes has English and Portuguese entries only: the first one shows.
    expect(screen.getByRole('button', { name: /Rita Fernandes Curator/ })).toBeTruthy();
  });

  it('switches groups with the arrow keys, Home and End, one tab in the Tab order', async () => {
    await renderSpeakers(speakerExamples['en-US'], 'pc');
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['All speakers', 'Keynote speakers', 'Forum panellists']);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    tabs[0]!.focus();
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tabs[1]);
    expect(tabs[1]!.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tabs[1]!.id);
    expect(cards()).toHaveLength(4);
    fireEvent.keyDown(tabs[1]!, { key: 'End' });
    expect(document.activeElement).toBe(tabs[2]);
    fireEvent.keyDown(tabs[2]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tabs[0]);
    expect(cards()).toHaveLength(8);
  });

  it('has no tabs when the organiser picked no groups', async () => {
    await renderSpeakers(variant(speakerExamples['en-US'], (payload) => (payload.config.groupIds = [])), 'pc');
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(8);
  });

  it('opens a profile dialog with the sanitised introduction and gives focus back on close', async () => {
    await renderSpeakers(speakerExamples['en-US'], 'pc');
    const card = screen.getByRole('button', { name: /Ana Ribeiro/ });
    card.focus();
    fireEvent.click(card);
    const dialog = screen.getByRole('dialog', { name: 'Ana Ribeiro' });
    expect(within(dialog).getByText('Founder and CEO')).toBeTruthy();
    expect(within(dialog).getByText('VerdeSol Energy')).toBeTruthy();
    expect(dialog.querySelector('strong')?.textContent).toBe('Ana Ribeiro');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(card);
  });

  it('closes the dialog on Escape', async () => {
    await renderSpeakers(speakerExamples['pt-PT'], 'mobile', 'pt-PT');
    fireEvent.click(screen.getByRole('button', { name: /Chen Wei/ }));
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('strips script from an introduction', async () => {
    const hostile = (input: RequestInfo | URL, init?: RequestInit) =>
      replayFetch(input, init).then(async (response) => {
        const body = (await response.json()) as { returnObj: unknown };
        const text = JSON.stringify(body).replace('<p><strong>Dr. Helena Costa', '<img src=x onerror=alert(1)><script>alert(2)</script><p><strong>Dr. Helena Costa');
        return new Response(text, { status: 200 });
      });
    vi.stubGlobal('fetch', hostile);
    await renderSpeakers(speakerExamples['zh-CN'], 'pc', 'zh-CN', 'hostile-org');
    fireEvent.click(screen.getByRole('button', { name: /海伦娜/ }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('img[onerror]')).toBeNull();
  });

  it('shows a busy skeleton of eight cards while the speakers load', async () => {
    vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));
    const { container } = await renderForOrg('pending-org');
    await waitFor(() => expect(container.querySelector('[aria-busy="true"]')?.children).toHaveLength(8));
  });

  it('shows an error with a retry that loads again', async () => {
    let fail = true;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      fail ? Promise.resolve(new Response('oops', { status: 500 })) : replayFetch(input, init),
    );
    await renderForOrg('retry-org');
    const alert = await screen.findByRole('alert');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(8));
  });
});
