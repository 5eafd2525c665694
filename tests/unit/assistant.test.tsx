import { act, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isHttpUrl } from '../../src/pages/shared/httpUrl';
import AssistantPage from '../../src/pages/assistant/AssistantPage';
import { assistantAddress, framingOf, readAssistantMessage } from '../../src/pages/assistant/assistantFrame';
import { config, domainConfig, setConfig } from '../../src/platform/config';
import { replayEachTest } from './support/pageTests';
import { renderInApp } from './support/renderInApp';

const session = vi.hoisted(() => ({ driver: null as unknown }));
vi.mock('../../src/auth/drivers', () => ({ loadDriver: () => Promise.resolve(session.driver) }));

const ASSISTANT = 'https://assistant.test';

describe('assistantUrl in the domain config', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is empty unless configured; a string, or the configuration falls back to its defaults', () => {
    expect(domainConfig.parse({}).assistantUrl).toBe('');
    expect(domainConfig.parse({ assistantUrl: 'https://assistant.example.com/chat?x=1' }).assistantUrl).toBe('https://assistant.example.com/chat?x=1');
    expect(domainConfig.safeParse({ assistantUrl: 42 }).success).toBe(false);
  });

  it('frames an absolute http(s) address, and none for empty', () => {
    expect(assistantAddress('')).toBeNull();
    expect(assistantAddress('https://assistant.example.com/chat?x=1')).toBe('https://assistant.example.com/chat?x=1');
    expect(assistantAddress('http://localhost:4173/assistant/')).toBe('http://localhost:4173/assistant/');
  });

  it.each(['javascript:alert(1)', '/assistant/', '//evil.example/', 'https://', 'data:text/html,hi', 'https://a.example/\\x', 'ftp://a.example/'])('reports %s and frames nothing', (value) => {
    const reported = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(assistantAddress(value)).toBeNull();
    expect(reported).toHaveBeenCalledOnce();
  });

  it('is the check the webview applies too', () => {
    expect(isHttpUrl('HTTPS://Example.com')).toBe(true);
    expect(isHttpUrl(' https://example.com')).toBe(false);
    expect(isHttpUrl('https://exa mple.com')).toBe(false);
  });
});

describe('framing', () => {
  it('lets a frame from another origin keep it, and talks to that origin only', () => {
    expect(framingOf(`${ASSISTANT}/chat`, 'https://site.test')).toEqual({ origin: ASSISTANT, target: ASSISTANT, sandbox: 'allow-scripts allow-forms allow-same-origin' });
  });

  it('never gives a frame from our own origin allow-same-origin: its origin is opaque', () => {
    expect(framingOf('https://site.test/chat', 'https://site.test')).toEqual({ origin: 'null', target: '*', sandbox: 'allow-scripts allow-forms' });
  });
});

describe('readAssistantMessage', () => {
  const frame = {} as Window;
  const other = {} as Window;
  const event = (data: unknown, origin = ASSISTANT, source: Window | null = frame) => ({ data, origin, source }) as unknown as MessageEvent;

  it('reads ready and resize from the frame at its origin', () => {
    expect(readAssistantMessage(event({ type: 'ready' }), ASSISTANT, frame)).toEqual({ type: 'ready' });
    expect(readAssistantMessage(event({ type: 'resize', height: 640, extra: true }), ASSISTANT, frame)).toEqual({ type: 'resize', height: 640, extra: true });
  });

  it('ignores a message from another origin, even from the frame', () => {
    expect(readAssistantMessage(event({ type: 'ready' }, 'https://evil.test'), ASSISTANT, frame)).toBeNull();
    expect(readAssistantMessage(event({ type: 'ready' }, 'null'), ASSISTANT, frame)).toBeNull();
  });

  it('ignores a message from another window, even at the origin', () => {
    expect(readAssistantMessage(event({ type: 'ready' }, ASSISTANT, other), ASSISTANT, frame)).toBeNull();
    expect(readAssistantMessage(event({ type: 'ready' }, ASSISTANT, null), ASSISTANT, null)).toBeNull();
    expect(readAssistantMessage(event({ type: 'ready' }), ASSISTANT, undefined)).toBeNull();
  });

  it.each([null, 'ready', [], {}, { type: 'context' }, { type: 'resize' }, { type: 'resize', height: '640' }, { type: 'resize', height: -1 }, { type: 'resize', height: 1.5 }, { type: 'resize', height: 1e9 }])(
    'ignores the shape %j',
    (data) => {
      expect(readAssistantMessage(event(data), ASSISTANT, frame)).toBeNull();
    },
  );
});

describe('assistant page', () => {
  const saved = config().assistantUrl;
  replayEachTest(session, []);
  afterEach(() => setConfig({ assistantUrl: saved }));

  const open = () => renderInApp('/subPages/coze/index?siteId=1004', '/subPages/coze/*', <Routes><Route path="index" element={<AssistantPage />} /></Routes>);
  const post = (data: unknown, origin: string, source: MessageEventSource | null) => act(() => void fireEvent(window, new MessageEvent('message', { data, origin, source })));

  it('frames the configured assistant sandboxed and titled, tells it the language and event only once it is ready, and grows when it asks', async () => {
    setConfig({ assistantUrl: `${ASSISTANT}/chat` });
    open();
    const frame = (await screen.findByTitle('Assistente de conversação de Exposição Internacional de Comércio de Macau 2026')) as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe(`${ASSISTANT}/chat`);
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-forms allow-same-origin');
    expect(frame.getAttribute('allow')).toBe('clipboard-write');
    expect(frame.getAttribute('referrerpolicy')).toBe('strict-origin');
    const sent = vi.spyOn(frame.contentWindow!, 'postMessage');

    post({ type: 'ready' }, 'https://evil.test', frame.contentWindow);
    post({ type: 'ready' }, ASSISTANT, window);
    post({ type: 'resize', height: 4000 }, ASSISTANT, window);
    expect(sent).not.toHaveBeenCalled();
    expect(getComputedStyle(frame).minHeight).not.toBe('4000px');

    post({ type: 'ready' }, ASSISTANT, frame.contentWindow);
    expect(sent).toHaveBeenCalledExactlyOnceWith({ type: 'context', language: 'pt-PT', bventId: '88001' }, ASSISTANT);
    post({ type: 'resize', height: 4000 }, ASSISTANT, frame.contentWindow);
    expect(getComputedStyle(frame).minHeight).toBe('4000px');
  });

  it('says so, without a frame, when no assistant is configured', async () => {
    setConfig({ assistantUrl: '' });
    open();
    expect((await screen.findByRole('alert')).textContent).toContain('O assistente de conversação não está disponível para este evento.');
    expect(document.querySelector('iframe')).toBeNull();
  });
});
