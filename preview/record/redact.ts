/**
 * Field names whose values are credentials: never written into a bundle, whatever reply
 * carries them (a sign-in reply's token, a session id echoed back).
 */
const SECRET = /token|password|passwd|secret|cookie|authori[sz]ation|session(id|key)|credential|api[-_]?key/i;
export const REDACTED = '[redacted]';

/** A reply with every credential's value replaced, at any depth; the rest untouched. */
export function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([name, field]) => [name, SECRET.test(name) && field !== null ? REDACTED : redact(field)]));
}
