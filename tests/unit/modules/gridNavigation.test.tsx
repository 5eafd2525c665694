import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GRID_NAVIGATION_RATIOS, gridNavigationModule } from '../../../schemas/modules/gridNavigation';
import { gridNavigationExamples } from '../../../src/modules/gridNavigation/example';
import { renderModule, variant } from './render';

const example = gridNavigationExamples['en-US'];

function tiles(): HTMLElement[] {
  return screen.getAllByRole('listitem').map((item) => item.firstElementChild as HTMLElement);
}

describe('gridNavigation module', () => {
  it.each([
    [1, '3 / 1'],
    [2, '1.5 / 1'],
    [3, '1 / 1'],
  ] as const)('lays %i column(s) out with tiles at %s', async (columns, ratio) => {
    await renderModule(variant(example, (payload) => (payload.config.columns = columns)), 'pc');
    expect(getComputedStyle(screen.getByRole('list')).gridTemplateColumns).toBe(`repeat(${columns}, minmax(0, 1fr))`);
    for (const tile of tiles()) expect(getComputedStyle(tile).aspectRatio).toMatch(new RegExp(`^${ratio.replace('.', '\\.').replace(' / ', '\\s*/\\s*')}$`));
    expect(GRID_NAVIGATION_RATIOS[columns]).toBe(Number(ratio.split(' / ')[0]));
  });

  it('keeps the columns and ratios on phones', async () => {
    await renderModule(example, 'mobile');
    expect(getComputedStyle(screen.getByRole('list')).gridTemplateColumns).toBe('repeat(3, minmax(0, 1fr))');
    expect(getComputedStyle(tiles()[0]!).aspectRatio).toMatch(/^1\s*\/\s*1$/);
  });

  it('makes each tile a link named by its title, with a decorative picture', async () => {
    await renderModule(example, 'pc');
    const link = screen.getByRole('link', { name: 'Floor plan' });
    expect(link.getAttribute('href')).toBe('?pageId=100103');
    expect(link.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(screen.getAllByRole('link')).toHaveLength(6);
  });

  it('refuses a column count the spec does not name', () => {
    const four = variant(example, (payload) => ((payload.config as { columns: number }).columns = 4));
    expect(gridNavigationModule.safeParse(four).error?.issues[0]?.path).toEqual(['config', 'columns']);
  });

  it('says there is no data without tiles', async () => {
    await renderModule(variant(example, (payload) => (payload.config.items = [])), 'pc');
    expect(screen.getByRole('status').textContent).toBe('No data');
  });
});
