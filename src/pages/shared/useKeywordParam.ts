import { useAddressParams } from '../../platform/addressParams';

/**
 * A search page's keyword, kept in the address under `name` so that a shared link opens the
 * same search. A search is a new history entry, so Back brings the previous one.
 */
export function useKeywordParam(name: string): [keyword: string, search: (next: string) => void] {
  const [params, edit] = useAddressParams();
  const keyword = (params.get(name) ?? '').trim();
  const search = (next: string) => {
    if (next === keyword) return;
    edit(
      (updated) => {
        if (next) updated.set(name, next);
        else updated.delete(name);
      },
      { replace: false },
    );
  };
  return [keyword, search];
}
