import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { FIRST_BATCH, PageRenderer, RendererProvider, type ModuleFault, type ModuleViewProps, type Registry, type RendererServices } from '../../renderer';
import { loadable } from '../../renderer/loadable';
import { NEXT_BATCH } from '../../renderer/reveal';
import { moduleSchema } from '../../schemas/modules/common';
import type { ModuleEnvelope } from '../../schemas/page';

/** A registry of the engine's own, so these tests know nothing of product modules. */
const schemas = {
  greeting: moduleSchema('greeting', z.object({ text: z.string() })),
  boom: moduleSchema('boom', z.object({})),
};
const registry: Registry<typeof schemas> = {
  greeting: { schema: schemas.greeting, component: ({ config }) => <p>{config.text}</p> },
  boom: {
    schema: schemas.boom,
    component: () => {
      throw new Error('kaboom');
    },
  },
};

function services(overrides: Partial<RendererServices> = {}): RendererServices {
  return {
    mode: 'live',
    terminal: 'pc',
    onFault: vi.fn(),
    visibility: () => 'shown',
    LinkView: ({ children, className }) => <a className={className} href="#x">{children}</a>,
    text: (key) => `[${key}]`,
    ...overrides,
  };
}

function mod(id: string, moduleType: string, rest: Record<string, unknown> = {}): ModuleEnvelope {
  return { id, moduleType, sort: 0, isHide: false, ...rest };
}

function renderPage(modules: ModuleEnvelope[], overrides: Partial<RendererServices> = {}) {
  const value = services(overrides);
  const view = render(
    <RendererProvider services={value}>
      <PageRenderer modules={modules} registry={registry} />
    </RendererProvider>,
  );
  return { ...view, services: value };
}

describe('PageRenderer', () => {
  it('renders modules by sort with the module id as anchor and its type as data attribute', () => {
    const { container } = renderPage([
      mod('b', 'greeting', { sort: 2, config: { text: 'second' } }),
      mod('a', 'greeting', { sort: 1, config: { text: 'first' } }),
    ]);
    const sections = [...container.querySelectorAll('[data-module-type]')];
    expect(sections.map((section) => section.id)).toEqual(['a', 'b']);
    expect(sections[0]!.getAttribute('data-module-type')).toBe('greeting');
    expect(sections.map((section) => section.textContent)).toEqual(['first', 'second']);
  });

  it('leaves out hidden modules', () => {
    renderPage([mod('a', 'greeting', { isHide: true, config: { text: 'hidden' } })]);
    expect(screen.queryByText('hidden')).toBeNull();
  });

  it('on a live site leaves out an unknown type and an invalid payload, reports both, and renders the rest', () => {
    const { services: used, container } = renderPage([
      mod('u', 'hologram'),
      mod('i', 'greeting', { config: { text: 42 } }),
      mod('ok', 'greeting', { config: { text: 'still here' } }),
    ]);
    expect(screen.getByText('still here')).toBeTruthy();
    expect(container.querySelectorAll('[data-module-type]')).toHaveLength(1);
    const faults = (used.onFault as ReturnType<typeof vi.fn>).mock.calls.map(([fault]) => fault as ModuleFault);
    expect(faults.map((fault) => [fault.kind, fault.moduleId])).toEqual([
      ['unknown-type', 'u'],
      ['invalid', 'i'],
    ]);
    const invalid = faults[1]!;
    expect(invalid.kind === 'invalid' && invalid.issues.map((issue) => issue.path)).toEqual(['config.text']);
  });

  it('isolates a module that throws while rendering', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { services: used } = renderPage([mod('x', 'boom', { config: {} }), mod('ok', 'greeting', { config: { text: 'neighbour' } })]);
    expect(screen.getByText('neighbour')).toBeTruthy();
    expect(used.onFault).toHaveBeenCalledWith(expect.objectContaining({ kind: 'render', moduleId: 'x', message: 'kaboom' }));
    spy.mockRestore();
  });

  it('in the preview shows a card naming the module, its type and each issue with its path', () => {
    renderPage([mod('u', 'hologram'), mod('i', 'greeting', { config: {} })], { mode: 'preview' });
    const cards = screen.getAllByRole('alert');
    expect(cards).toHaveLength(2);
    expect(cards[0]!.textContent).toContain('hologram');
    expect(cards[0]!.textContent).toContain('[faultUnknownType]');
    expect(cards[1]!.textContent).toContain('config.text');
    expect(cards[1]!.getAttribute('data-module-id')).toBe('i');
  });

  it('uses the custom mobile config on phones when the module is not synced with desktop', () => {
    const payload = mod('m', 'greeting', { config: { text: 'desktop' }, mobileConfig: { text: 'phone' }, mobileSetting: { isSync: false } });
    renderPage([payload], { terminal: 'mobile' });
    expect(screen.getByText('phone')).toBeTruthy();
  });

  it('keeps the desktop config on phones when the module is synced', () => {
    renderPage([mod('m', 'greeting', { config: { text: 'desktop' }, mobileConfig: { text: 'phone' } })], { terminal: 'mobile' });
    expect(screen.getByText('desktop')).toBeTruthy();
  });

  it('draws the title, subtitle and more button once for every module', () => {
    renderPage([
      mod('t', 'greeting', {
        config: { text: 'body' },
        moduleTitle: { title: 'Speakers', subTitle: 'Who is on stage' },
        isShowMoreButton: true,
        moreButton: { linkType: 'page', linkPageId: '9', buttonText: 'All speakers' },
      }),
    ]);
    expect(screen.getByRole('heading', { name: 'Speakers' })).toBeTruthy();
    expect(screen.getByText('Who is on stage')).toBeTruthy();
    expect(screen.getByText('All speakers').closest('a')).toBeTruthy();
  });

  it('sets the title in the organiser\'s font size, scaled on phones and kept between 12 and 72 design pixels', () => {
    const titled = (fontSize: number) => mod(`f${fontSize}`, 'greeting', { config: { text: 'body' }, moduleTitle: { title: `Size ${fontSize}`, style: { fontSize } } });
    renderPage([titled(40), titled(200)]);
    expect(getComputedStyle(screen.getByRole('heading', { name: 'Size 40' })).fontSize).toBe('40px');
    expect(getComputedStyle(screen.getByRole('heading', { name: 'Size 200' })).fontSize).toBe('72px');
  });

  it('hides what authority rules hide', () => {
    renderPage([mod('a', 'greeting', { config: { text: 'secret' }, authorityType: 'Attendee' })], {
      visibility: (module) => (module.authorityType !== 'Attendee' ? 'shown' : 'hidden'),
    });
    expect(screen.queryByText('secret')).toBeNull();
  });
});

describe('PageRenderer with modules that lack even an id or a type', () => {
  it('turns each into a fault at its place and renders the rest', () => {
    const onFault = vi.fn();
    const { container } = renderPage([null as never, { moduleType: 'greeting', sort: 1 } as never, mod('ok', 'greeting', { sort: 2, config: { text: 'fine' } })], { onFault });
    expect(screen.getByText('fine')).toBeTruthy();
    expect(container.querySelectorAll('[data-module-type]')).toHaveLength(1);
    expect(onFault.mock.calls.map(([fault]) => [(fault as ModuleFault).moduleId, (fault as ModuleFault).moduleType])).toEqual([
      ['#1', 'unknown'],
      ['#2', 'greeting'],
    ]);
  });
});

describe('PageRenderer reveals modules from the top down', () => {
  const slowSchemas = { first: moduleSchema('first', z.object({})), second: moduleSchema('second', z.object({})) };

  it('holds back a module whose code arrived first until the module above it can render', async () => {
    let arriveFirst: () => void = () => undefined;
    let arriveSecond: () => void = () => undefined;
    const code = (text: string, gate: (open: () => void) => void) =>
      loadable<ModuleViewProps<unknown>>(() => new Promise<{ default: () => ReactNode }>((resolve) => gate(() => resolve({ default: () => <p>{text}</p> }))));
    const top = code('top', (open) => (arriveFirst = open));
    const below = code('below', (open) => (arriveSecond = open));
    const slow: Registry<typeof slowSchemas> = {
      first: { schema: slowSchemas.first, component: top },
      second: { schema: slowSchemas.second, component: below },
    };
    const { container } = render(
      <RendererProvider services={services()}>
        <PageRenderer modules={[mod('1', 'first', { sort: 1, config: {} }), mod('2', 'second', { sort: 2, config: {} })]} registry={slow} />
      </RendererProvider>,
    );
    await act(async () => {
      void below.preload();
      arriveSecond();
    });
    // The lower module's code is here, the upper one's is not: nothing shows, the page is busy.
    expect(container.querySelectorAll('[data-module-type]')).toHaveLength(0);
    expect(screen.getByRole('progressbar').getAttribute('aria-busy')).toBe('true');
    await act(async () => arriveFirst());
    await waitFor(() => expect([...container.querySelectorAll('[data-module-type]')].map((section) => section.id)).toEqual(['1', '2']));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('a module whose visibility is pending holds back the modules below it, which appear once it is decided', async () => {
    const page = [mod('a', 'greeting', { sort: 1, config: { text: 'restricted' }, authorityType: 'login' }), mod('b', 'greeting', { sort: 2, config: { text: 'public' } })];
    const decide = (state: 'pending' | 'hidden') => (module: { authorityType?: string | null }) => (module.authorityType ? state : 'shown');
    const view = render(
      <RendererProvider services={services({ visibility: decide('pending') })}>
        <PageRenderer modules={page} registry={registry} />
      </RendererProvider>,
    );
    expect(screen.queryByText('public')).toBeNull();
    view.rerender(
      <RendererProvider services={services({ visibility: decide('hidden') })}>
        <PageRenderer modules={page} registry={registry} />
      </RendererProvider>,
    );
    expect(await screen.findByText('public')).toBeTruthy();
    expect(screen.queryByText('restricted')).toBeNull();
  });

  it('checks a module against its schema once, when the reveal comes down to it: a long page checks its first screen, not every module, before it paints', async () => {
    const counted = moduleSchema('greeting', z.object({ text: z.string() }));
    const check = vi.spyOn(counted, 'safeParse');
    const long: Registry<{ greeting: typeof counted }> = { greeting: { schema: counted, component: ({ config }) => <p>{config.text}</p> } };
    const page = Array.from({ length: 60 }, (_, index) => mod(String(index), 'greeting', { sort: index, config: { text: `module ${index}` } }));
    const { container } = render(
      <RendererProvider services={services()}>
        <PageRenderer modules={page} registry={long} />
      </RendererProvider>,
    );
    // The first screen and the group the reveal looks at next, no more.
    expect(container.querySelectorAll('[data-module-type]')).toHaveLength(FIRST_BATCH);
    expect(check.mock.calls.length).toBeLessThanOrEqual(FIRST_BATCH + NEXT_BATCH);
    await waitFor(() => expect(container.querySelectorAll('[data-module-type]')).toHaveLength(page.length));
    expect(check.mock.calls.map(([module]) => (module as ModuleEnvelope).id).sort()).toEqual(page.map((module) => module.id).sort());
  });
});
