import { absoluteAddress } from '../../platform/absoluteAddress';
import type { MaterialFile } from '../../../schemas/content/material';

export type FileKind = 'pdf' | 'doc' | 'xls' | 'ppt' | 'other';

const KIND_BY_EXTENSION: Record<string, FileKind> = {
  pdf: 'pdf',
  doc: 'doc',
  docx: 'doc',
  rtf: 'doc',
  odt: 'doc',
  xls: 'xls',
  xlsx: 'xls',
  csv: 'xls',
  ods: 'xls',
  ppt: 'ppt',
  pptx: 'ppt',
  odp: 'ppt',
};

/** The kind of a file by its type, or by its address's extension when the gateway sends none. */
export function fileKind(file: Pick<MaterialFile, 'fileType' | 'url'>): FileKind {
  const extension = (file.fileType || /\.([a-z0-9]+)(?:[?#]|$)/i.exec(file.url)?.[1] || '').toLowerCase().replace(/^\./, '');
  return KIND_BY_EXTENSION[extension] ?? 'other';
}

/**
 * Where "open" leads: the file viewer with the file's absolute address as its `url` query
 * parameter, or the file itself when no viewer is configured; null for a file address no URL
 * parser reads (nothing to open: the row stays, without its link).
 */
export function viewerHref(fileUrl: string, fileViewer: string, origin: string): string | null {
  const absolute = absoluteAddress(fileUrl, origin);
  if (!absolute || !fileViewer) return absolute;
  const viewer = new URL(fileViewer, origin);
  viewer.searchParams.set('url', absolute);
  return viewer.href;
}
