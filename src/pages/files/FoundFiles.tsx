import type { MaterialFile } from '../../../schemas/content/material';
import type { Terminal } from '../../../schemas/page';
import { DocumentList, DocumentListSkeleton } from '../../modules/document';
import { Gallery, GallerySkeleton } from '../../modules/picture';
import { Videos, VideosSkeleton } from '../../modules/video';
import type { SearchedModule } from './useSearchedModule';

/**
 * Files found, drawn by their module's own view: pictures open the image preview, videos play
 * in the player, documents open in the file viewer, as on the module.
 */
export function FoundFiles({ searched, files, terminal }: { searched: SearchedModule; files: MaterialFile[]; terminal: Terminal }) {
  switch (searched.kind) {
    case 'picture':
      return <Gallery pictures={files} config={searched.config} terminal={terminal} />;
    case 'video':
      return <Videos videos={files} config={searched.config} terminal={terminal} />;
    case 'document':
      return <DocumentList files={files} terminal={terminal} />;
  }
}

/** The module's placeholder while the search looks. */
export function FilesSkeleton({ searched, terminal }: { searched: SearchedModule; terminal: Terminal }) {
  switch (searched.kind) {
    case 'picture':
      return <GallerySkeleton config={searched.config} terminal={terminal} />;
    case 'video':
      return <VideosSkeleton />;
    case 'document':
      return <DocumentListSkeleton />;
  }
}
