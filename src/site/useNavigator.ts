import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { createNavigator, type Navigator } from './navigation';

/** One lock table for the app: a repeat is locked whichever component sends it. */
const appLocks = new Set<string>();

/** The spec's navigation actions over react-router (paths relative to the router's basename). */
export function useNavigator(): Navigator {
  const navigate = useNavigate();
  const { search } = useLocation();
  return useMemo(
    () =>
      createNavigator(
        {
          navigate: (to, { replace }) => navigate(to, { replace }),
          currentSearch: () => search,
          // react-router's browser history numbers its entries in history.state.idx.
          historyIndex: () => (window.history.state as { idx?: number } | null)?.idx ?? 0,
          goBack: (delta) => navigate(-delta),
        },
        appLocks,
      ),
    [navigate, search],
  );
}
