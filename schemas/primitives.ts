import * as z from 'zod/mini';

/** Gateways send ids as numbers or strings; we always hold them as strings. */
export const id = z.pipe(z.union([z.string(), z.number()]), z.transform(String));

/** Optional text that gateways send as null, absent or a string. */
export const text = z.nullish(z.string());

const flagInput = z.nullish(z.union([z.boolean(), z.literal(0), z.literal(1)]));

/** Optional flag that gateways send as null, absent, boolean or 0/1. */
export const flag = z.pipe(
  flagInput,
  z.transform((value) => value === true || value === 1),
);

/** A flag whose absence means true (e.g. isShowTitle). */
export const flagDefaultTrue = z.pipe(
  flagInput,
  z.transform((value) => value === undefined || value === null || value === true || value === 1),
);

/** Numbers sometimes arrive as numeric strings ("32"). */
export const numeric = z.union([z.number(), z.pipe(z.string().check(z.regex(/^-?\d+(\.\d+)?$/)), z.transform(Number))]);

/** The four site languages, by their wire codes (spec section 9). */
export const languageCode = z.enum(['zh-CN', 'en-US', 'zh-HK', 'pt-PT']);
export type LanguageCode = z.infer<typeof languageCode>;

/** Organiser-chosen colours; anything else is dropped rather than injected into CSS. */
export const colour = z
  .string()
  .check(z.regex(/^(#[0-9a-fA-F]{3,8}|rgba?\([\d\s.,%]+\)|transparent)$/, 'Expected a CSS colour (#hex or rgb/rgba)'));

/**
 * isSafeUrl as a regular expression, for the JSON Schema export (a refinement has no JSON
 * Schema form): the same verdict on every string, read with the `u` flag as JSON Schema
 * validators read patterns; tests/unit/json-schema.test.ts holds the two together.
 * After the blanks trim() drops (`\s`): nothing, or a non-blank start that is not `//` and
 * names no scheme but http(s), then no control character or backslash before trailing blanks.
 */
export const SAFE_URL_PATTERN = String.raw`^\s*(?!\s)(?:(?!\/\/)(?![a-zA-Z][a-zA-Z\d+.-]*:)|[hH][tT][tT][pP][sS]?:)[^\u0000-\u001f\\]*\s*$`;

/**
 * A URL from a payload. Only http(s), protocol-relative-free absolute paths and relative paths
 * pass: `javascript:`, `data:` and friends never reach an href or src.
 */
export const safeUrl = z
  .string()
  .check(z.refine(isSafeUrl, { message: 'Expected an http(s) or relative URL' }))
  .register(z.globalRegistry, { pattern: SAFE_URL_PATTERN });

let fileServer: URL | null = null;
/** A server's source of each render's own file server (src/app/serverEntry.ts): undefined outside a render. */
let filesPerRender: (() => string | null | undefined) | null = null;

/** On a server rendering pages for several deployments' browsers: where each render's file server is read from. */
export function readFilesPerRender(read: () => string | null | undefined): void {
  filesPerRender = read;
}

const baseUrl = (base: string) => new URL(base.endsWith('/') ? base : `${base}/`);

/** Where a page at `pageAddress` resolves relative file addresses, given the configured `fileServer`: nowhere on its own origin's root. */
export function filesBaseFor(fileServer: string, pageAddress: string): string | null {
  const base = new URL(fileServer || '/', pageAddress).href;
  return base === new URL('/', pageAddress).href ? null : base;
}

/**
 * Where relative file addresses resolve (spec section 3: the configured file server). The client
 * names it once from its configuration (src/platform/config.ts); without one (the server, tests,
 * a file server on the page's own origin root) they stay as the payload has them.
 */
export function resolveFilesAgainst(base: string | null): void {
  fileServer = base ? baseUrl(base) : null;
}

/**
 * `parse` with relative file addresses resolved against `base`, the setting as it was after: a
 * server parsing replies for a page whose browser resolves them there. Synchronous, so nothing
 * else parses meanwhile.
 */
export function withFilesAgainst<T>(base: string | null, parse: () => T): T {
  const kept = fileServer;
  resolveFilesAgainst(base);
  try {
    return parse();
  } finally {
    fileServer = kept;
  }
}

/** A file's address as the page should ask for it: a relative one on the file server, any other as it is. */
export function resolveFile(address: string): string {
  const rendering = filesPerRender?.();
  const base = rendering === undefined ? fileServer : rendering && baseUrl(rendering);
  const trimmed = address.trim();
  if (!base || !trimmed || /^[a-zA-Z][a-zA-Z\d+.-]*:/.test(trimmed)) return address;
  return new URL(trimmed.replace(/^\/+/, ''), base).href;
}

/**
 * The address of an uploaded file (a picture, a poster, a document): a safe URL, read relative to
 * the file server. Links to pages and other products stay `safeUrl`.
 */
export const fileUrl = z.pipe(safeUrl, z.transform(resolveFile));

export function isSafeUrl(value: string): boolean {
  const trimmed = value.trim();
  if (trimmed === '') return true;
  // Browsers drop tabs and newlines inside a scheme (java\tscript:), and read \ as /: refuse both.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\\]/.test(trimmed)) return false;
  if (trimmed.startsWith('//')) return false;
  if (/^[a-zA-Z][a-zA-Z\d+.-]*:/.test(trimmed)) return /^https?:/i.test(trimmed);
  return true;
}
