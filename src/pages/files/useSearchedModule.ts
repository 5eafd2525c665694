import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { shownConfig, useTerminal } from '../../../renderer';
import type { MaterialKind } from '../../../schemas/content/material';
import { documentModule, type DocumentModule } from '../../../schemas/modules/document';
import { pictureModule, type PictureModule } from '../../../schemas/modules/picture';
import { videoModule, type VideoModule } from '../../../schemas/modules/video';
import type { Authority } from '../../../schemas/authority';
import type { Terminal } from '../../../schemas/page';
import { defaultModule, moduleOnPage } from '../list/listedModule';
import { useOrganiserPage } from '../list/useOrganiserPage';

const SCHEMAS = { picture: pictureModule, video: videoModule, document: documentModule } as const;

interface Modules {
  picture: PictureModule;
  video: VideoModule;
  document: DocumentModule;
}

/** The module whose groups a search looks in, with its config as this terminal shows it. */
export type SearchedModule = {
  [K in MaterialKind]: { kind: K; module: Modules[K]; config: Modules[K]['config'] };
}[MaterialKind];

export type SearchedModuleState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown; retry: () => void }
  | { status: 'missing' }
  | { status: 'ready'; searched: SearchedModule; groupId: string | null; rules: readonly Authority[] };

/** A module of the kind, parsed by its type's schema, with the config the terminal shows; null when it is none. */
export function searchedModule(kind: MaterialKind, raw: unknown, terminal: Terminal): SearchedModule | null {
  const parsed = SCHEMAS[kind].safeParse(raw);
  if (!parsed.success) return null;
  return { kind, module: parsed.data, config: shownConfig(parsed.data, terminal) } as SearchedModule;
}

/**
 * The search page's scope from its address: `pageId` and `moduleId` name the module whose groups
 * it searches (its search link carries them; the page detail is the site page's cached one),
 * `groupId` one group of them. A link without them (an old one) searches with a module of the
 * type with its defaults: every group of the event's library.
 */
export function useSearchedModule(kind: MaterialKind): SearchedModuleState {
  const [params] = useSearchParams();
  const terminal = useTerminal();
  const { ids, details, page } = useOrganiserPage();
  const searched = useMemo(() => {
    const raw = ids ? page && moduleOnPage(page, ids.moduleId, kind) : defaultModule(kind);
    return raw ? searchedModule(kind, raw, terminal) : null;
  }, [ids, page, kind, terminal]);
  if (ids && details.status === 'error') return { status: 'error', error: details.error, retry: details.retry };
  if (ids && details.status === 'loading') return { status: 'loading' };
  if (!searched) return { status: 'missing' };
  return { status: 'ready', searched, groupId: params.get('groupId'), rules: page ? [page, searched.module] : [] };
}
