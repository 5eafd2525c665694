import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/** How long typing pauses before the address takes the keyword. */
const WRITE_DELAY_MS = 400;

/**
 * The search's keyword as the address holds it (`keyword`), and writers that put the typed one
 * there: `writeSoon` after a pause in typing, `write` at once (Enter, or the field losing focus
 * before a click on a result leaves the page), so Back and a shared link bring the search back.
 * The address entry is replaced, not pushed: typing is one search, not a history entry per
 * letter (and browsers refuse more than 100 replaceState calls in 30 seconds).
 */
export function useKeywordParam() {
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const timer = useRef<number | undefined>(undefined);

  const write = useCallback(
    (text: string) => {
      window.clearTimeout(timer.current);
      const next = text.trim();
      setParams(
        (previous) => {
          const updated = new URLSearchParams(previous);
          if (next) updated.set('keyword', next);
          else updated.delete('keyword');
          return updated;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const writeSoon = useCallback(
    (text: string) => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => write(text), WRITE_DELAY_MS);
    },
    [write],
  );

  useEffect(() => () => window.clearTimeout(timer.current), []);
  return { keyword, write, writeSoon };
}
