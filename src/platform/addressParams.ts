import { useCallback, useLayoutEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';

/** Changes some of the address's parameters, leaving the others as they are. */
export type EditParams = (edit: (params: URLSearchParams) => void, options: { replace: boolean }) => void;

/**
 * The address's query parameters and a way to change some of them. An edit starts from the last
 * address asked for, not the last one rendered: the router renders a navigation in a transition,
 * so a second choice made before the first has rendered (a day tab, then a room, on a busy
 * phone) would otherwise be built on the old address and undo the first.
 */
export function useAddressParams(): [URLSearchParams, EditParams] {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);
  const edit = useCallback<EditParams>(
    (change, options) => {
      const updated = new URLSearchParams(latest.current);
      change(updated);
      latest.current = updated;
      void navigate(`?${updated.toString()}`, options);
    },
    [navigate],
  );
  return [params, edit];
}
