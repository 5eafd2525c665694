/**
 * What a server imports to write a site page's first screen (issue 31), built by Vite for Node
 * (vite.server.config.ts) since the app's texts and module registry are Vite's globs. Organiser
 * HTML is sanitised here in a window of jsdom's, by the browser's own rules; each render reads
 * the configuration its page's browser will have (its domain config), whatever runs beside it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { JSDOM } from 'jsdom';
import { definitions, loadModuleTypes } from '../modules/definitions';
import { filesBaseFor, readFilesPerRender } from '../../schemas/primitives';
import { domainConfig, readConfigPerRender, type DomainConfig } from '../platform/config';
import { sanitizeIn } from '../platform/sanitize';
import { loadChrome } from '../shell/chrome';
import { pageViewCode } from './launch';
import { renderSitePage as render, type RenderedPage, type SitePageRequest } from './renderSitePage';

export type { RenderedPage, SitePageRequest };

sanitizeIn(new JSDOM('').window as unknown as Window);
/** A render's configuration, and where its browser resolves relative file addresses (none on its own origin's root). */
const rendering = new AsyncLocalStorage<{ config: DomainConfig; files: string | null }>();
readConfigPerRender(() => rendering.getStore()?.config);
readFilesPerRender(() => rendering.getStore()?.files);

/**
 * Loads, once, every part a first screen may show (the page, both chromes, every module type):
 * a server's first renders then spend their deadline rendering, not reading code from its disk.
 */
export function warmUp(): Promise<unknown> {
  return Promise.all([pageViewCode.preload(), loadChrome('pc'), loadChrome('mobile'), loadModuleTypes(Object.keys(definitions))]);
}

/** `renderSitePage` with the page's domain config (`window.__DOMAIN_CONFIG__` of its browser); an invalid one throws. */
export function renderSitePage(request: SitePageRequest & { config: unknown }): Promise<RenderedPage> {
  const config = domainConfig.parse(request.config);
  return rendering.run({ config, files: filesBaseFor(config.fileServer, request.address) }, () => render(request));
}
