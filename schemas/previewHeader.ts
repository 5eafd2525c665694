/**
 * The request header that carries the preview's pass (ours; the pass itself: preview.ts). Apart
 * from the pass's schema so that every gateway call can name it without loading a schema.
 */
export const PREVIEW_TOKEN_HEADER = 'x-preview-token';
