// The event's chat assistant (ours: `assistantUrl` in the domain config) on the demo expo. The
// embedded default frames its stand-in (preview/server/assistant.ts) from the server's other
// loopback name, localhost, while the client runs on 127.0.0.1: another origin, as a real
// assistant is, so the sandbox and the origin checks are real.
import type { Page } from '@playwright/test';
import en from '../../src/pages/assistant/locales/en-US.json' with { type: 'json' };
import pt from '../../src/pages/assistant/locales/pt-PT.json' with { type: 'json' };
import { expect, expectNoSeriousA11yViolations, test } from './support';
import { framesPainted } from './ui';

const ASSISTANT = '/site/subPages/coze/index';
const frameOf = (page: Page) => page.locator('#main iframe');
const standIn = (page: Page) => page.frameLocator('#main iframe');
const frameHeight = (page: Page) => frameOf(page).evaluate((frame) => frame.getBoundingClientRect().height);

declare global {
  interface Window {
    /** Resolves once two 'marker' messages have reached the page. */
    __markers: Promise<void>;
  }
}

test('a sandboxed, titled frame below the bar; the stand-in hears the language and the event, and answers a question', async ({ page, baseURL }) => {
  await page.goto(`${ASSISTANT}?siteId=1001`);
  const frame = frameOf(page);
  await expect(frame).toHaveAttribute('title', en.frameTitle.replace('{{event}}', 'Macao International Trade Expo 2026'));
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-forms allow-same-origin');
  await expect(frame).toHaveAttribute('src', `${baseURL!.replace('127.0.0.1', 'localhost')}/assistant/`);
  await expect(page.getByRole('heading', { level: 1, name: en.title })).toBeAttached();

  // The context reaches the frame only after its ready: the echo is the stand-in's own.
  await expect(standIn(page).getByRole('status')).toHaveText('Language: en-US · Event: 88001');
  // The viewport's height below the bar.
  const navHeight = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--nav-height')));
  expect(await frameHeight(page)).toBeCloseTo(page.viewportSize()!.height - navHeight, 0);

  await standIn(page).getByRole('textbox', { name: 'Your question' }).fill('Where is Hall B?');
  await standIn(page).getByRole('button', { name: 'Send' }).click();
  await expect(standIn(page).getByRole('listitem')).toHaveText(['You: Where is Hall B?', /^Assistant: Thank you for your question\./]);
  await expectNoSeriousA11yViolations(page);
});

test('in Portuguese the stand-in hears pt-PT and answers in Portuguese @desktop', async ({ page }) => {
  await page.goto(`${ASSISTANT}?siteId=1004`);
  await expect(frameOf(page)).toHaveAttribute('title', pt.frameTitle.replace('{{event}}', 'Exposição Internacional de Comércio de Macau 2026'));
  await expect(standIn(page).getByRole('status')).toHaveText('Idioma: pt-PT · Evento: 88001');
  await standIn(page).getByRole('textbox', { name: 'A sua pergunta' }).fill('Onde fica o Pavilhão B?');
  await standIn(page).getByRole('button', { name: 'Enviar' }).click();
  await expect(standIn(page).getByRole('listitem').last()).toHaveText(/^Assistente: Obrigado pela sua pergunta\./);
});

test('the page reads the frame alone: a message from another origin or window, or of another shape, is ignored', async ({ page }) => {
  await page.goto(`${ASSISTANT}?siteId=1001`);
  await expect(standIn(page).getByRole('status')).toHaveText('Language: en-US · Event: 88001');
  const frame = page.frames().find((candidate) => candidate.url().endsWith('/assistant/'))!;

  // The frame itself is heard: it asks for more height than the viewport and gets it.
  await frame.evaluate(() => parent.postMessage({ type: 'resize', height: 3000 }, '*'));
  await expect.poll(() => frameHeight(page)).toBe(3000);

  await page.evaluate(() => {
    window.__markers = new Promise((resolve) => {
      let seen = 0;
      addEventListener('message', (event) => {
        if (event.data === 'marker' && ++seen === 2) resolve();
      });
    });
  });
  // The page's own origin and window (not the frame's), then the frame with a shape the contract
  // does not have; each source's marker comes after its message, in order.
  await page.evaluate(() => {
    window.postMessage({ type: 'resize', height: 5000 }, '*');
    window.postMessage('marker', '*');
  });
  await frame.evaluate(() => {
    parent.postMessage({ type: 'resize', height: '5000' }, '*');
    parent.postMessage('marker', '*');
  });
  await page.evaluate(() => window.__markers);
  // Any render those messages caused has happened by the second frame after them.
  await framesPainted(page);
  expect(await frameHeight(page)).toBe(3000);
});

test('without an assistant in the domain config the page says so, and shows no frame @desktop', async ({ page }) => {
  await page.route('**/site/domain-config.js', async (route) => {
    const script = await (await route.fetch()).text();
    await route.fulfill({ body: `${script}\nwindow.__DOMAIN_CONFIG__.assistantUrl = '';\n`, contentType: 'text/javascript' });
  });
  await page.goto(`${ASSISTANT}?siteId=1001`);
  await expect(page.getByRole('heading', { level: 1, name: en.notConfigured })).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('keyboard only: Tab reaches the question field inside the frame and Enter sends it @desktop', async ({ page }) => {
  await page.goto(`${ASSISTANT}?siteId=1001`);
  await expect(standIn(page).getByRole('status')).toHaveText('Language: en-US · Event: 88001');
  const field = standIn(page).getByRole('textbox', { name: 'Your question' });
  // From the skip link onwards, the first field the keyboard meets inside the frame is the question.
  await page.keyboard.press('Tab');
  for (let presses = 0; presses < 40 && !(await field.evaluate((element) => element === document.activeElement && document.hasFocus())); presses += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(field).toBeFocused();
  await page.keyboard.type('Wi-Fi?');
  await page.keyboard.press('Enter');
  await expect(standIn(page).getByRole('listitem').first()).toHaveText('You: Wi-Fi?');
});
