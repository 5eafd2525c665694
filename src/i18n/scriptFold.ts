/** Turns Chinese text of either script into simplified, so both scripts compare equal. */
export type ScriptFold = (text: string) => string;

/** Whether a text holds Chinese characters: only such a search needs the script fold. */
export const hasHan = (text: string): boolean => /\p{Script=Han}/u.test(text);

let loading: Promise<ScriptFold> | null = null;

/**
 * OpenCC's traditional-to-simplified converter (Hong Kong forms first, then standard
 * traditional), fetched on first use: about 50 kB gzip that only a Chinese search needs. A
 * failed fetch is forgotten, so the next search asks again.
 */
export function loadScriptFold(): Promise<ScriptFold> {
  loading ??= import('opencc-js/t2cn')
    .then(({ Converter }) => Converter({ from: 'hk', to: 'cn' }))
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}
