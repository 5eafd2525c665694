import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RendererProvider } from '../../../renderer/context';
import { PageRenderer } from '../../../renderer/PageRenderer';
import { moduleEnvelope, type Terminal } from '../../../schemas/page';
import type { LanguageCode } from '../../../schemas/primitives';
import { initI18n } from '../../../src/i18n';
import { listLinkFor } from '../../../src/pages/shared/useRendererServices';
import { newsExamples } from '../../../src/modules/news/example';
import { registry } from '../../../src/modules/registry';
import { exampleServices } from '../../support/exampleServices';
import { FullListProvider } from '../../../src/modules/shared/fullList';
import { ModuleHostProvider } from '../../../src/site/host';
import { exampleHost } from '../../support/kitchenSink';
import { variant } from './render';

async function renderNews(payload: unknown, terminal: Terminal, language: LanguageCode = 'en-US', fullList = false) {
  await act(() => initI18n(language).changeLanguage(language));
  const modules = <PageRenderer modules={[moduleEnvelope.parse(payload)]} registry={registry} />;
  const view = render(
    <RendererProvider services={{ ...exampleServices(terminal), listLink: (route, module) => listLinkFor(route, module, '9001') }}>
      <ModuleHostProvider host={exampleHost(language)}>{fullList ? <FullListProvider>{modules}</FullListProvider> : modules}</ModuleHostProvider>
    </RendererProvider>,
  );
  await screen.findAllByRole('heading', { level: 3 });
  return view;
}

afterEach(cleanup);

describe('news module', () => {
  it('leads with the first story and its cover on desktop, the rest as a dated list', async () => {
    await renderNews(newsExamples['en-US'], 'pc');
    const lead = screen.getByRole('article');
    expect(within(lead).getByRole('heading').textContent).toMatch(/^MITE 2026 sells out/);
    expect(lead.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(lead.querySelector('time')?.textContent).toBe('October 8, 2026');
    expect(lead.querySelector('time')?.getAttribute('datetime')).toBe('2026-10-08');
    const rest = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(rest).toHaveLength(4);
    expect(rest[0]!.querySelector('img')).toBeNull();
  });

  it('opens the news detail route for a story with a detail id, its own link otherwise', async () => {
    await renderNews(newsExamples['en-US'], 'pc');
    expect(screen.getByRole('link', { name: /Buyer matchmaking/ }).getAttribute('href')).toBe('/subPages/news/detail?id=7003');
    const shuttle = screen.getByRole('link', { name: /Free shuttle buses/ });
    expect(shuttle.getAttribute('href')).toBe('https://example.org/mite-2026/shuttle');
    expect(shuttle.getAttribute('target')).toBe('_blank');
  });

  it('shows a card per story on phones, dated in the site language', async () => {
    await renderNews(newsExamples['pt-PT'], 'mobile', 'pt-PT');
    expect(screen.queryByRole('article')).toBeNull();
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(5);
    expect(cards[0]!.querySelector('time')?.textContent).toBe('8 de outubro de 2026');
    expect(cards[0]!.querySelector('img')).not.toBeNull();
  });

  it('dates stories in Chinese', async () => {
    await renderNews(newsExamples['zh-HK'], 'pc', 'zh-HK');
    expect(screen.getByRole('article').querySelector('time')?.textContent).toBe('2026年10月8日');
  });

  it('shows at most `count` stories, and a story without a date or link as plain text', async () => {
    const payload = variant(newsExamples['en-US'], (copy) => {
      copy.config.count = 2;
      const second = copy.config.items![1]!;
      delete second.detailId;
      second.publishTime = null;
    });
    await renderNews(payload, 'pc');
    const rest = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(rest).toHaveLength(1);
    expect(within(rest[0]!).queryByRole('link')).toBeNull();
    expect(rest[0]!.querySelector('time')).toBeNull();
  });

  it('shows every story on the news list page, whatever its count', async () => {
    await renderNews(variant(newsExamples['en-US'], (copy) => (copy.config.count = 2)), 'pc', 'en-US', true);
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(4);
  });

  it('has a more link to the news list route for this event, page and module', async () => {
    await renderNews(newsExamples['en-US'], 'pc');
    expect(screen.getByRole('link', { name: 'More' }).getAttribute('href')).toBe('/subPages/news/list?bventId=9001&moduleId=news-en-US&pageId=home-en-US');
  });

  it('refuses a story with an unsafe cover or a date it cannot read', () => {
    const module = registry.news.schema;
    expect(module.safeParse(variant(newsExamples['en-US'], (copy) => (copy.config.items![0]!.cover = 'javascript:alert(1)'))).success).toBe(false);
    expect(module.safeParse(variant(newsExamples['en-US'], (copy) => (copy.config.items![0]!.publishTime = 'yesterday'))).success).toBe(false);
  });
});
