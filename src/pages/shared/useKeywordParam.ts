import { useSearchParams } from 'react-router-dom';

/**
 * A search page's keyword, kept in the address under `name` so that a shared link opens the
 * same search. A search is a new history entry, so Back brings the previous one.
 */
export function useKeywordParam(name: string): [keyword: string, search: (next: string) => void] {
  const [params, setParams] = useSearchParams();
  const keyword = (params.get(name) ?? '').trim();
  const search = (next: string) => {
    if (next === keyword) return;
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        if (next) updated.set(name, next);
        else updated.delete(name);
        return updated;
      },
      { replace: false },
    );
  };
  return [keyword, search];
}
