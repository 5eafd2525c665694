import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { descriptionExamples } from '../../../src/modules/description/example';
import { renderModule, variant } from './render';

afterEach(cleanup);

describe('description module', () => {
  it.each(['pc', 'mobile'] as const)('renders the organiser rich text on %s', async (terminal) => {
    const { container } = await renderModule(descriptionExamples['zh-CN'], terminal, 'zh-CN');
    expect(screen.getByRole('heading', { level: 2, name: '关于博览会' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3 }).textContent).toContain('葡语国家');
    expect(screen.getByRole('table')).toBeTruthy();
    expect(container.querySelector('[lang="zh-CN"] ul')?.children).toHaveLength(3);
    const guide = screen.getByRole('link', { name: '观众指南' });
    expect(guide.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('keeps hostile markup inert', async () => {
    const hostile = variant(descriptionExamples['en-US'], (payload) => {
      payload.config.content = '<p>Hello</p><script>alert(1)</script><img src="/x.png" alt="x" onerror="alert(2)"><a href="javascript:alert(3)">bad</a><iframe src="https://evil.test"></iframe>';
    });
    const { container } = await renderModule(hostile, 'pc');
    expect(screen.getByText('Hello')).toBeTruthy();
    expect(container.querySelector('script, iframe')).toBeNull();
    expect(container.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect(screen.getByText('bad').hasAttribute('href')).toBe(false);
  });
});
