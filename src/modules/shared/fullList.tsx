import { createContext, useContext, type ReactNode } from 'react';

/**
 * Whether a module stands alone on its type's list page (spec section 2). Modules that show a
 * selection on a site page (the first speakers, the first stories) show everything there.
 */
const FullListContext = createContext(false);

export function FullListProvider({ children }: { children: ReactNode }) {
  return <FullListContext.Provider value={true}>{children}</FullListContext.Provider>;
}

export function useFullList(): boolean {
  return useContext(FullListContext);
}
