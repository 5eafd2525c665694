export { PageRenderer, placeModule } from './PageRenderer';
export { RendererProvider, useRenderer, type RendererServices, type LinkViewProps, type RenderMode } from './context';
export { describeFault, type ModuleFault, type FaultIssue } from './faults';
export type { Registry, ModuleDefinition, ModuleViewProps, AnyRegistry } from './registry';
export { useTerminal, currentTerminal, mpx, size, DESKTOP_BREAKPOINT, DEFAULT_MODULE_WIDTH, MOBILE_DESIGN_WIDTH } from './layout';
