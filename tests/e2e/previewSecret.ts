/**
 * The preview passes' signing key of the suite's server (playwright.config.ts starts it with
 * PREVIEW_SECRET): a spec can then make a pass the server itself signed, expired, and see it
 * refused. Never a deployment's key.
 */
export const E2E_PREVIEW_SECRET = 'e2e-only preview secret';
