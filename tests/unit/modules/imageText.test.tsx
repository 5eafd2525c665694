import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { imageTextExamples } from '../../../src/modules/imageText/example';
import { renderModule, variant } from './render';

const example = imageTextExamples['en-US'];

function gridColumns(): string {
  return getComputedStyle(screen.getByRole('list')).gridTemplateColumns;
}

afterEach(cleanup);

describe('imageText module', () => {
  it('lays out the cards in the configured columns on desktop', async () => {
    await renderModule(example, 'pc');
    expect(screen.getAllByRole('listitem')).toHaveLength(8);
    expect(gridColumns()).toBe('repeat(4, minmax(0, 1fr))');
  });

  it('shows at most columns × rows cards', async () => {
    await renderModule(variant(example, (payload) => (payload.config.rows = 1)), 'pc');
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });

  it('uses two columns on phones, or one when asked for one', async () => {
    await renderModule(example, 'mobile');
    expect(gridColumns()).toBe('repeat(2, minmax(0, 1fr))');
    cleanup();
    await renderModule(variant(example, (payload) => (payload.config.columns = 1)), 'mobile');
    expect(gridColumns()).toBe('repeat(1, minmax(0, 1fr))');
  });

  it('makes a card with a link a link as a whole, named by its content', async () => {
    await renderModule(example, 'pc');
    const card = screen.getByRole('link', { name: /Green Energy Forum/ });
    expect(card.getAttribute('href')).toBe('?pageId=highlight-2');
    expect(card.querySelector('h3')?.textContent).toBe('Green Energy Forum');
    expect(card.querySelector('img')?.getAttribute('alt')).toBe('');
    // The last card has no link: it is content, not a link.
    expect(screen.queryByRole('link', { name: /Cultural Showcase/ })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Cultural Showcase' })).toBeTruthy();
  });

  it('gives each picture a box of the chosen ratio', async () => {
    await renderModule(variant(example, (payload) => (payload.config.imageRatio = '16:9')), 'pc');
    const picture = screen.getAllByRole('listitem')[0]?.querySelector('img')?.parentElement;
    expect(picture && getComputedStyle(picture).aspectRatio).toMatch(/^16\s*\/\s*9$/);
  });

  it('says there is no data when there are no cards, in the page language', async () => {
    await renderModule(variant(imageTextExamples['pt-PT'], (payload) => (payload.config.items = [])), 'mobile', 'pt-PT');
    expect(screen.getByRole('status').textContent).toBe('Sem dados');
    expect(screen.queryByRole('list')).toBeNull();
  });
});
