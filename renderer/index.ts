export { PageRenderer, placeModule } from './PageRenderer';
export { RendererProvider, useRenderer, type RendererServices, type LinkViewProps, type RenderMode, type Visibility } from './context';
export { describeFault, type ModuleFault } from './faults';
export type { Registry, ModuleDefinition, ModuleViewProps, AnyRegistry } from './registry';
export { useTerminal } from './useTerminal';
export { currentTerminal, mpx, size, DESKTOP_BREAKPOINT, DEFAULT_MODULE_WIDTH, MOBILE_DESIGN_WIDTH } from './layout';
export { loadable, type Loadable } from './loadable';
export { orderModules, FIRST_BATCH, type OrderedModule } from './order';
export { shownConfig } from './shownConfig';
