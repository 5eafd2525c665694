import * as z from 'zod/mini';
import { authorityFields } from '../authority';
import { colour, fileUrl, flag, flagDefaultTrue, id, numeric, text } from '../primitives';
import { link } from './link';

export const moduleTitle = z.looseObject({
  title: text,
  subTitle: text,
  titleImage: z.nullish(fileUrl),
  alignment: z._default(z.enum(['left', 'center', 'right']), 'center'),
  titleHeight: z._default(numeric, 60),
  style: z.nullish(z.looseObject({ color: z.nullish(colour), fontSize: z.nullish(numeric) })),
});

export const moreButton = z.extend(link, {
  buttonText: text,
  listPageBanner: z.nullish(fileUrl),
});
export type MoreButton = z.infer<typeof moreButton>;

export const publicStyle = z.looseObject({
  appearanceType: z._default(z.enum(['none', 'color', 'image']), 'none'),
  backgroundColor: z.nullish(colour),
  image: z.nullish(fileUrl),
  adapterType: z._default(z.enum(['cover', 'contain', 'repeat', 'stretch']), 'cover'),
  transparency: z._default(z.number().check(z.minimum(0), z.maximum(100)), 0),
  topMargin: z._default(numeric, 32),
  bottomMargin: z._default(numeric, 32),
});
export type PublicStyle = z.infer<typeof publicStyle>;

/** Fields every module carries (spec section 3, "Module common"). */
export const moduleCommon = z.looseObject({
  id,
  commonModuleId: z.nullish(id),
  pageId: z.nullish(id),
  sort: z._default(z.number(), 0),
  moduleType: z.string(),
  isHide: flag,
  isShowTitle: flagDefaultTrue,
  isShowMoreButton: flag,
  moduleTitle: z.prefault(moduleTitle, {}),
  moreButton: z.nullish(moreButton),
  publicStyleConfiguration: z.prefault(publicStyle, {}),
  mobileSetting: z.prefault(z.looseObject({ isSync: flagDefaultTrue }), {}),
  ...authorityFields,
});
export type ModuleCommon = z.infer<typeof moduleCommon>;

/**
 * A module type's full schema: the common fields, its literal type, its own `config`, and the
 * optional custom `mobileConfig` used on phones when the organiser unticked "sync with desktop".
 */
export function moduleSchema<T extends string, C extends z.ZodMiniType>(moduleType: T, config: C) {
  return z.extend(moduleCommon, {
    moduleType: z.literal(moduleType),
    config,
    mobileConfig: z.nullish(config),
  });
}
