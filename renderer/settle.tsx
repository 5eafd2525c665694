import { createContext, useContext, useEffect } from 'react';

const SettleContext = createContext<() => void>(() => undefined);

/** Given by the renderer to each module: says the module's content is in. */
export const SettleProvider = SettleContext.Provider;

/**
 * For a module type whose height comes from content it loads (`sizedByContent`): the modules
 * below it wait until it says, here, that its content is in, or has failed, or is empty. Outside
 * a page (a story, a test) it says it to no one.
 */
export function useSettled(settled: boolean): void {
  const settle = useContext(SettleContext);
  useEffect(() => {
    if (settled) settle();
  }, [settled, settle]);
}
