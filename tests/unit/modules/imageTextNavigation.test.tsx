import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { imageTextNavigationExamples } from '../../../src/modules/imageTextNavigation/example';
import { registry } from '../../../src/modules/registry';
import { renderModule, variant } from './render';

const example = imageTextNavigationExamples['en-US'];

describe('imageTextNavigation module', () => {
  it('shows each entry as a link named by its label, with a decorative icon', async () => {
    await renderModule(example, 'pc');
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(example.config.items!.map((entry) => entry.label));
    expect(links[0]!.getAttribute('href')).toBe('?pageId=100103');
    expect(links[0]!.querySelector('img')?.getAttribute('alt')).toBe('');
  });

  it('wraps on desktop and scrolls sideways with snapping on phones', async () => {
    const view = await renderModule(example, 'pc');
    expect(getComputedStyle(screen.getByRole('list')).flexWrap).toBe('wrap');
    view.unmount();
    await renderModule(example, 'mobile');
    const row = getComputedStyle(screen.getByRole('list'));
    expect(row.overflowX).toBe('auto');
    expect(row.scrollSnapType).toBe('x mandatory');
  });

  it('leaves an entry without a link as plain text', async () => {
    await renderModule(variant(example, (payload) => (payload.config.items![0]!.link = null)), 'pc');
    expect(screen.queryByRole('link', { name: 'Venue map' })).toBeNull();
    expect(screen.getByText('Venue map')).toBeTruthy();
  });

  it('has its list page route (spec section 2)', () => {
    expect(registry.imageTextNavigation.listRoute).toBe('/pages/imageTextNavigation/index');
  });

  it('says there is no data without entries', async () => {
    await renderModule(variant(example, (payload) => (payload.config.items = [])), 'mobile');
    expect(screen.getByRole('status').textContent).toBe('No data');
  });
});
