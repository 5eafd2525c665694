import { textsFor, type Locale } from './texts';

/** Text or attribute value made inert. */
export function escapeHtml(value: unknown): string {
  return String(value).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * One stylesheet for every page of the provider: system and CJK fonts only (nothing is
 * fetched, so the pages work offline), visible focus, 44 px targets, AA contrast.
 */
const STYLE = `
:root{--brand:#2061E6;--brand-dark:#1747AD;--ink:#1F2329;--muted:#545B66;--line:#C9CED6;--error:#B42318;--bg:#F3F5F8}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:var(--bg);color:var(--ink);
font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif}
main{width:min(100% - 32px,400px);margin:32px 0;padding:32px 28px;background:#fff;border-radius:12px;box-shadow:0 8px 24px rgba(16,24,40,.12)}
h1{margin:0 0 4px;font-size:24px;line-height:1.3}
p{margin:0 0 16px}
.lead{color:var(--muted)}
label{display:block;margin:16px 0 4px;font-weight:600}
input{display:block;width:100%;min-height:44px;padding:8px 12px;font:inherit;color:inherit;border:1px solid var(--line);border-radius:8px}
input[aria-invalid=true]{border-color:var(--error)}
button,.button{display:inline-flex;align-items:center;justify-content:center;min-height:44px;padding:8px 20px;font:inherit;font-weight:600;border-radius:8px;border:1px solid var(--brand);cursor:pointer;text-decoration:none}
.primary{width:100%;margin-top:24px;background:var(--brand);color:#fff}
.primary:hover{background:var(--brand-dark)}
.secondary{width:100%;margin-top:12px;background:#fff;color:var(--brand)}
:focus-visible{outline:3px solid var(--brand);outline-offset:2px}
.alert{margin:16px 0 0;padding:12px;border-radius:8px;background:#FEF3F2;color:var(--error);border:1px solid #FDA29B}
.alert:empty{display:none}
.hint{margin:20px 0 0;font-size:14px;color:var(--muted)}
dl{margin:16px 0 0}dt{font-weight:600}dd{margin:0 0 8px;overflow-wrap:anywhere}
@media (prefers-reduced-motion:no-preference){button,.button{transition:background-color .15s}}
`;

function page(locale: Locale, title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="${textsFor(locale).lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

export interface LoginPageOptions {
  locale: Locale;
  /** Where the form posts: /oidc/interaction/<uid>/login. */
  action: string;
  abortAction: string;
  userName?: string;
  error?: 'wrong' | 'missing';
}

/**
 * Our login page: labelled fields, the error in an alert region the fields point at and in
 * the title (so it is announced when the page arrives), focus where the visitor acts next.
 */
export function loginPage({ locale, action, abortAction, userName = '', error }: LoginPageOptions): string {
  const t = textsFor(locale);
  const message = error === 'wrong' ? t.wrongCredentials : error === 'missing' ? t.missingCredentials : '';
  const invalid = error ? ' aria-invalid="true" aria-describedby="login-error"' : '';
  const focusUser = !error || !userName;
  return page(
    locale,
    message ? `${t.errorPrefix}${t.signInTitle}` : t.signInTitle,
    `<h1>${escapeHtml(t.signInTitle)}</h1>
<p class="lead">${escapeHtml(t.signInLead)}</p>
<form method="post" action="${escapeHtml(action)}" novalidate>
<div id="login-error" class="alert" role="alert">${escapeHtml(message)}</div>
<label for="username">${escapeHtml(t.userName)}</label>
<input id="username" name="username" type="text" autocomplete="username" autocapitalize="none" spellcheck="false" required value="${escapeHtml(userName)}"${invalid}${focusUser ? ' autofocus' : ''}>
<label for="password">${escapeHtml(t.password)}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${invalid}${focusUser ? '' : ' autofocus'}>
<button class="primary" type="submit">${escapeHtml(t.signIn)}</button>
</form>
<form method="post" action="${escapeHtml(abortAction)}">
<button class="secondary" type="submit">${escapeHtml(t.cancel)}</button>
</form>
<p class="hint">${escapeHtml(t.demoHint)}</p>`,
  );
}

/**
 * The logout confirmation, confirmed for the visitor: the provider's form gets `logout=yes`
 * (end every session, not just this client's) and submits itself; the button is the fallback
 * when scripts are off.
 */
export function logoutPage(locale: Locale, providerForm: string): string {
  const t = textsFor(locale);
  const form = providerForm.replace(
    '</form>',
    `<input type="hidden" name="logout" value="yes"><button class="primary" type="submit">${escapeHtml(t.signOutButton)}</button></form>`,
  );
  return page(
    locale,
    t.signingOutTitle,
    `<h1>${escapeHtml(t.signingOutTitle)}</h1>
<p class="lead" role="status">${escapeHtml(t.signingOutLead)}</p>
${form}
<script>document.getElementById('op.logoutForm').submit();</script>`,
  );
}

export function signedOutPage(locale: Locale, siteUrl: string): string {
  const t = textsFor(locale);
  return page(
    locale,
    t.signedOutTitle,
    `<h1>${escapeHtml(t.signedOutTitle)}</h1>
<p class="lead" role="status">${escapeHtml(t.signedOutLead)}</p>
<a class="button primary" href="${escapeHtml(siteUrl)}">${escapeHtml(t.backToSite)}</a>`,
  );
}

/** The provider's error page: what went wrong, by its OAuth error code and description. */
export function errorPage(locale: Locale, out: Record<string, unknown>): string {
  const t = textsFor(locale);
  const rows = [
    [t.errorCode, out.error],
    [t.errorDetail, out.error_description],
  ].filter(([, value]) => typeof value === 'string' && value !== '');
  return page(
    locale,
    t.errorTitle,
    `<h1>${escapeHtml(t.errorTitle)}</h1>
<div role="alert">
<p class="lead">${escapeHtml(t.errorLead)}</p>
<dl>${rows.map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>
</div>`,
  );
}
