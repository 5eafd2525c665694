import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { footerExamples } from '../../../src/modules/footer/example';
import { renderModule, variant } from './render';

const example = footerExamples['en-US'];

afterEach(cleanup);

describe('footer module', () => {
  it('sets the link columns side by side on desktop, each a named navigation', async () => {
    const { container } = await renderModule(example, 'pc');
    const navs = screen.getAllByRole('navigation');
    expect(navs.map((nav) => nav.getAttribute('aria-label'))).toEqual(['Visit', 'Exhibit', 'Media']);
    expect(within(navs[0] as HTMLElement).getByRole('link', { name: 'Floor plan' }).getAttribute('href')).toBe('?pageId=floor-plan');
    expect(container.querySelector('details')).toBeNull();
    expect(container.querySelector('[data-layout="stacked"]')).toBeNull();
  });

  it('shows brand, contacts, QR code and copyright', async () => {
    await renderModule(example, 'pc');
    expect(screen.getByRole('img', { name: 'MITE Organising Committee' }).getAttribute('src')).toBe('/files/demo-expo/logo.svg');
    expect(screen.getByRole('heading', { name: 'Contact us' })).toBeTruthy();
    expect(screen.getByText('info@mite-expo.example.org').closest('address')).not.toBeNull();
    expect(screen.getByRole('img', { name: 'QR code: Follow MITE on WeChat' })).toBeTruthy();
    expect(screen.getByText(/© 2026 MITE Organising Committee/)).toBeTruthy();
  });

  it('stacks on phones, with link columns in accordions', async () => {
    const { container } = await renderModule(footerExamples['zh-HK'], 'mobile', 'zh-HK');
    expect(container.querySelector('[data-layout="stacked"]')).not.toBeNull();
    const summaries = [...container.querySelectorAll('details > summary')].map((summary) => summary.textContent);
    expect(summaries).toEqual(['參觀', '參展', '傳媒']);
    expect(container.querySelectorAll('details nav')).toHaveLength(3);
    expect(screen.getByRole('heading', { name: '聯絡我們' })).toBeTruthy();
  });

  it('keeps text readable on a dark organiser background', async () => {
    const dark = variant(example, (payload) => (payload.publicStyleConfiguration = { appearanceType: 'color', backgroundColor: '#0B1B3F' }));
    await renderModule(dark, 'pc');
    const body = screen.getAllByRole('navigation')[0]?.parentElement?.parentElement;
    expect(body && getComputedStyle(body).getPropertyValue('--color-text').trim()).toBe('#eef1f6');
  });
});
