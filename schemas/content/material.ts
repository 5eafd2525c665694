import * as z from 'zod/mini';
import { keptList } from '../keptList';
import { fileUrl, id, numeric, text } from '../primitives';

/**
 * Replies of the material calls (spec section 7: Material/GetGroupList and
 * Material/GetFileListInGroup), shared by the picture, video and document modules. Objects stay
 * loose: a real gateway sends more than we read.
 */

/** The `type` of Material/GetGroupList: which library the groups belong to. */
export const MATERIAL_TYPE = { document: 1, picture: 2, video: 3 } as const;
export type MaterialKind = keyof typeof MATERIAL_TYPE;

/** A sub-group of a file group (one level deep, as the organiser's console builds them). */
export const fileSubGroup = z.looseObject({
  groupId: id,
  groupName: z.string(),
  fileCount: z._default(numeric, 0),
});

/** A file group (spec section 3, "File group"). */
export const fileGroup = z.looseObject({
  groupId: id,
  groupName: z.string(),
  /** Which library the group belongs to (MATERIAL_TYPE); sent back when listing its files. */
  groupType: z.nullish(numeric),
  fileCount: z._default(numeric, 0),
  /** The organiser's second-level classification of the group; not shown to visitors. */
  secondaryGroupType: z.nullish(numeric),
  children: z._default(z.array(fileSubGroup), []),
});
export type FileGroup = z.infer<typeof fileGroup>;

export const fileGroups = keptList(fileGroup);

/**
 * One file of a group. `url` is the file itself; `cover` a still for pictures (a thumbnail)
 * and videos (the poster); `size` in bytes; `fileType` the extension without its dot ("pdf");
 * `duration` in seconds for videos; `width`/`height` the picture's pixels when known, so its
 * box exists before it loads; `comments` the scrolling comments of a video.
 */
export const materialFile = z.looseObject({
  id,
  name: z.string(),
  url: fileUrl,
  cover: z.nullish(fileUrl),
  size: z.nullish(numeric),
  fileType: text,
  duration: z.nullish(numeric),
  width: z.nullish(numeric),
  height: z.nullish(numeric),
  createTime: text,
  comments: z._default(z.array(z.string()), []),
});
export type MaterialFile = z.infer<typeof materialFile>;

/** A page of Material/GetFileListInGroup: the rows and the group's total file count. */
export const materialFilePage = z.looseObject({
  total: z.nullish(numeric),
  list: keptList(materialFile),
});
export type MaterialFilePage = z.infer<typeof materialFilePage>;

/** The organiser's choice of groups in a picture, video or document module; empty means all. */
export const groupIds = z._default(z.array(id), []);
