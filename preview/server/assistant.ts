/**
 * A stand-in for the event's chat assistant (`assistantUrl` in the domain config), so the
 * assistant page (/site/subPages/coze/index) runs and is tested offline.
 *
 * It must come from another origin than the client, or the page's origin and sandbox checks
 * would test nothing. This server listens on 127.0.0.1 only, and a browser reaches it as
 * `http://127.0.0.1:<port>` and as `http://localhost:<port>`, two origins: the domain config
 * points the client at the stand-in under the other name than the one the visitor used, and the
 * stand-in trusts that other name as its parent. One listener, nothing else to start, and the
 * client keeps sharing its host name with the OpenID provider.
 *
 * Protocol (src/pages/assistant/ is the other end, schemas/assistant.ts the contract): the
 * stand-in posts `{ type: 'ready' }` to its parent; the parent answers `{ type: 'context',
 * language, bventId }`, which the stand-in echoes; a question typed gets a canned answer in that
 * language, and the stand-in then posts `{ type: 'resize', height }`.
 */
import type { IncomingMessage } from 'node:http';
import { send } from './http';
import type { Route } from './router';

export const ASSISTANT_PATH = '/assistant/';

const LOOPBACK_NAMES = ['127.0.0.1', 'localhost'] as const;

/** The same server under its other loopback name: `http://127.0.0.1:4173` ⇄ `http://localhost:4173`. */
export function otherLoopbackOrigin(origin: string): string {
  const url = new URL(origin);
  url.hostname = url.hostname === LOOPBACK_NAMES[0] ? LOOPBACK_NAMES[1] : LOOPBACK_NAMES[0];
  return url.origin;
}

/** The stand-in's words in the four languages; English until the page says otherwise. */
const WORDS = {
  'en-US': {
    heading: 'Event assistant (stand-in)',
    waiting: 'Waiting for the page…',
    received: 'Language: {language} · Event: {event}',
    label: 'Your question',
    send: 'Send',
    you: 'You',
    assistant: 'Assistant',
    reply: 'Thank you for your question. This stand-in answers every question the same way: see the Q&A page, or ask at the information desk in the east lobby.',
  },
  'zh-CN': {
    heading: '活动助手（示例）',
    waiting: '正在等待页面…',
    received: '语言：{language} · 活动：{event}',
    label: '您的问题',
    send: '发送',
    you: '您',
    assistant: '助手',
    reply: '感谢您的提问。本示例助手对所有问题的回答相同：请查看常见问题页面，或到东大堂服务台查询。',
  },
  'zh-HK': {
    heading: '活動助手（示例）',
    waiting: '正在等待頁面…',
    received: '語言：{language} · 活動：{event}',
    label: '您的問題',
    send: '發送',
    you: '您',
    assistant: '助手',
    reply: '感謝您的提問。本示例助手對所有問題的回答相同：請查看常見問題頁面，或到東大堂服務台查詢。',
  },
  'pt-PT': {
    heading: 'Assistente do evento (demonstração)',
    waiting: 'À espera da página…',
    received: 'Idioma: {language} · Evento: {event}',
    label: 'A sua pergunta',
    send: 'Enviar',
    you: 'Você',
    assistant: 'Assistente',
    reply: 'Obrigado pela sua pergunta. Este assistente de demonstração responde sempre da mesma forma: consulte a página de perguntas e respostas ou o balcão de informações no átrio leste.',
  },
};

const script = (parentOrigin: string) => `
const PARENT = ${JSON.stringify(parentOrigin)};
const WORDS = ${JSON.stringify(WORDS)};
let words = WORDS['en-US'];
let context = null;
const $ = (id) => document.getElementById(id);
function paint() {
  $('heading').textContent = words.heading;
  $('received').textContent = context ? words.received.replace('{language}', context.language).replace('{event}', context.bventId) : words.waiting;
  $('label').textContent = words.label;
  $('send').textContent = words.send;
}
function say(who, text) {
  const line = document.createElement('li');
  const name = document.createElement('strong');
  name.textContent = who + ': ';
  line.append(name, text);
  $('log').append(line);
}
addEventListener('message', (event) => {
  if (event.source !== parent || event.origin !== PARENT) return;
  const message = event.data;
  if (!message || message.type !== 'context' || !(message.language in WORDS) || typeof message.bventId !== 'string') return;
  context = message;
  words = WORDS[message.language];
  document.documentElement.lang = message.language;
  paint();
});
$('ask').addEventListener('submit', (event) => {
  event.preventDefault();
  const question = $('question').value.trim();
  if (!question) return;
  say(words.you, question);
  say(words.assistant, words.reply);
  $('question').value = '';
  parent.postMessage({ type: 'resize', height: document.documentElement.scrollHeight }, PARENT);
});
paint();
parent.postMessage({ type: 'ready' }, PARENT);
`;

const page = (parentOrigin: string) => `<!doctype html>
<html lang="en-US"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Event assistant (stand-in)</title>
<style>
  body { margin: 0; padding: 16px; font: 16px/1.6 system-ui, sans-serif; color: #1f2329; background: #fff; }
  h1 { margin: 0 0 8px; font-size: 20px; }
  #received { margin: 0 0 16px; color: #4e5969; }
  ol { margin: 0 0 16px; padding: 0; list-style: none; display: grid; gap: 8px; }
  form { display: flex; flex-wrap: wrap; gap: 8px; align-items: end; }
  label { display: grid; gap: 4px; flex: 1 1 200px; font-weight: 600; }
  input { min-height: 44px; padding: 0 12px; border: 1px solid #86909c; border-radius: 8px; font: inherit; }
  button { min-height: 44px; padding: 0 20px; border: 0; border-radius: 22px; background: #2061e6; color: #fff; font: inherit; font-weight: 600; }
</style></head>
<body><main>
<h1 id="heading"></h1>
<p id="received" role="status"></p>
<ol id="log" aria-live="polite"></ol>
<form id="ask"><label><span id="label"></span><input id="question" name="question" autocomplete="off"></label><button id="send" type="submit"></button></form>
</main><script>${script(parentOrigin)}</script></body></html>
`;

/**
 * The page framing the stand-in: the other loopback name, or one of `clientOrigins` (a proxy
 * serving the client, see ServerOptions) when the frame's request names it as its referrer.
 */
function parentOrigin(req: IncomingMessage, origin: string, clientOrigins: readonly string[]): string {
  const referrer = URL.parse(String(req.headers.referer ?? ''))?.origin;
  return referrer && clientOrigins.includes(referrer) ? referrer : otherLoopbackOrigin(origin);
}

export function assistantRoutes(clientOrigins: readonly string[] = []): Route[] {
  return [
    {
      methods: ['GET', 'HEAD'],
      path: ASSISTANT_PATH,
      handle: (req, res, { origin }) =>
        send(res, 200, page(parentOrigin(req, origin, clientOrigins)), { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }),
    },
  ];
}
