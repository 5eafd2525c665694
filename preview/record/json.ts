/** A reply's text as JSON, or undefined when it is empty or not JSON (an HTML error page, a truncated body). */
export function jsonOf(text: string | undefined): unknown {
  if (text === undefined || text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
