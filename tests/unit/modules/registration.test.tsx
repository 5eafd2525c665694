import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RendererProvider } from '../../../renderer/context';
import { PageRenderer } from '../../../renderer/PageRenderer';
import { registrationModule } from '../../../schemas/modules/registration';
import { moduleEnvelope, type Terminal } from '../../../schemas/page';
import { initI18n } from '../../../src/i18n';
import { setConfig } from '../../../src/platform/config';
import { registrationExamples } from '../../../src/modules/registration/example';
import { EVENT_PARAM, RETURN_URL_PARAM, SOURCE_MARK, SOURCE_PARAM, registrationHref } from '../../../src/identity/registrationHref';
import { registry } from '../../../src/modules/registry';
import { exampleServices } from '../../support/exampleServices';
import { ModuleHostProvider } from '../../../src/site/host';
import { exampleHost, KITCHEN_SINK } from '../../support/kitchenSink';
import { variant } from './render';

const example = registrationExamples['en-US'];
const button = example.config.buttonText!;

async function renderRegistration(payload: unknown, terminal: Terminal = 'pc', guideRegistrationTip = true) {
  await act(() => initI18n('en-US').changeLanguage('en-US'));
  const view = render(
    <RendererProvider services={exampleServices(terminal)}>
      <ModuleHostProvider host={{ ...exampleHost('en-US'), guideRegistrationTip }}>
        <PageRenderer modules={[moduleEnvelope.parse(payload)]} registry={registry} />
      </ModuleHostProvider>
    </RendererProvider>,
  );
  await waitFor(() => expect(view.container.querySelector('[aria-busy="true"]')).toBeNull());
  return view;
}

afterEach(() => {
  sessionStorage.clear();
  setConfig({ registration: '' });
});

describe('registration address', () => {
  it('adds the source mark, the return address and the event, keeping what was there', () => {
    const href = new URL(registrationHref('https://register.example.org/mite?lang=en-US', '9001', 'https://site.example/site/?siteId=9101&pageId=1')!);
    expect(href.origin + href.pathname).toBe('https://register.example.org/mite');
    expect(href.searchParams.get('lang')).toBe('en-US');
    expect(href.searchParams.get(SOURCE_PARAM)).toBe(SOURCE_MARK);
    expect(href.searchParams.get(RETURN_URL_PARAM)).toBe('https://site.example/site/?siteId=9101&pageId=1');
    expect(href.searchParams.get(EVENT_PARAM)).toBe('9001');
  });

  it('has no address without a usable base', () => {
    expect(registrationHref('', '9001', 'https://x.example/')).toBeNull();
    expect(registrationHref('not a url', '9001', 'https://x.example/')).toBeNull();
  });

  it('refuses a configured address that is not absolute https', () => {
    for (const registrationUrl of ['/register', 'http://register.example.org', 'javascript:alert(1)']) {
      const payload = variant(example, (copy) => (copy.config.registrationUrl = registrationUrl));
      expect(registrationModule.safeParse(payload).success, registrationUrl).toBe(false);
    }
  });
});

describe('registration module', () => {
  it('links to the registration page with the source mark, this page as return address and the event', async () => {
    await renderRegistration(example);
    const href = new URL(screen.getByRole('link', { name: button }).getAttribute('href')!);
    expect(href.host).toBe('register.example.org');
    expect(href.searchParams.get(SOURCE_PARAM)).toBe(SOURCE_MARK);
    expect(href.searchParams.get(RETURN_URL_PARAM)).toBe(window.location.href);
    expect(href.searchParams.get(EVENT_PARAM)).toBe(KITCHEN_SINK.bventId);
    expect(screen.getByText(example.config.description!)).toBeTruthy();
  });

  it('falls back to the environment registration address and the translated button text', async () => {
    setConfig({ registration: 'https://accounts.example.org/register' });
    await renderRegistration(variant(example, (copy) => Object.assign(copy.config, { registrationUrl: null, buttonText: null })));
    const href = new URL(screen.getByRole('link', { name: 'Register now' }).getAttribute('href')!);
    expect(href.origin + href.pathname).toBe('https://accounts.example.org/register');
  });

  it('says registration is not open when there is no address at all', async () => {
    await renderRegistration(variant(example, (copy) => (copy.config.registrationUrl = null)));
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Registration is not open yet.')).toBeTruthy();
  });

  it('shows the guide tip when the site asks for it, until dismissed for the session', async () => {
    const view = await renderRegistration(example, 'mobile');
    expect(screen.getByRole('note').textContent).toContain('New here?');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss tip' }));
    expect(screen.queryByRole('note')).toBeNull();
    view.unmount();
    await renderRegistration(example, 'mobile');
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('shows no guide tip when the site does not ask for it', async () => {
    await renderRegistration(example, 'pc', false);
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getByRole('link', { name: button })).toBeTruthy();
  });
});
