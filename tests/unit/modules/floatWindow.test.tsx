import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { floatWindowExamples } from '../../../src/modules/floatWindow/example';
import { dismissalKey } from '../../../src/modules/floatWindow';
import { renderModule, variant } from './render';

const example = floatWindowExamples['en-US'];
const title = example.config.title!;

function floating(): HTMLElement {
  return screen.getByRole('group', { name: title });
}

afterEach(() => sessionStorage.clear());

describe('floatWindow module', () => {
  it('floats at the configured corner, fixed to the window', async () => {
    await renderModule(example, 'pc');
    const style = getComputedStyle(floating());
    expect(style.position).toBe('fixed');
    expect(style.right).toBe('var(--space-6)');
    expect(style.bottom).toBe('var(--space-6)');
    expect(floating().getAttribute('data-position')).toBe('bottom-right');
  });

  it('keeps clear of the bottom navigation and the safe area on phones', async () => {
    await renderModule(example, 'mobile');
    expect(getComputedStyle(floating()).bottom).toBe('calc(var(--bottom-nav-space) + var(--space-3))');
  });

  it('opens its link, named by the title, the picture decorative beside it', async () => {
    await renderModule(example, 'pc');
    const link = screen.getByRole('link', { name: title });
    expect(link.getAttribute('href')).toBe(example.config.link!.externalUrl);
    expect(link.querySelector('img')?.getAttribute('alt')).toBe('');
  });

  it('names an untitled picture by its link', async () => {
    await renderModule(variant(example, (payload) => (payload.config.title = null)), 'pc');
    expect(screen.getByRole('img', { name: example.config.link!.title! })).toBeTruthy();
  });

  it('closes by its named button and stays closed for the session', async () => {
    const view = await renderModule(example, 'pc');
    fireEvent.click(screen.getByRole('button', { name: 'Close promotion' }));
    expect(screen.queryByRole('group', { name: title })).toBeNull();
    expect(sessionStorage.getItem(dismissalKey(example.id as string))).toBe('1');
    view.unmount();
    await renderModule(example, 'pc');
    expect(screen.queryByRole('group', { name: title })).toBeNull();
  });

  it('is remembered per module: another float window still shows', async () => {
    sessionStorage.setItem(dismissalKey('some-other-module'), '1');
    await renderModule(example, 'pc');
    expect(floating()).toBeTruthy();
  });
});
