import { z } from 'zod';
import { colour, flag, flagDefaultTrue, id, numeric, safeUrl, text } from '../primitives';
import { link } from './link';

export const moduleTitle = z.looseObject({
  title: text,
  subTitle: text,
  titleImage: safeUrl.nullish(),
  alignment: z.enum(['left', 'center', 'right']).default('center'),
  titleHeight: numeric.default(60),
  style: z.looseObject({ color: colour.nullish(), fontSize: numeric.nullish() }).nullish(),
});

export const moreButton = link.extend({
  buttonText: text,
  listPageBanner: safeUrl.nullish(),
});
export type MoreButton = z.infer<typeof moreButton>;

export const publicStyle = z.looseObject({
  appearanceType: z.enum(['none', 'color', 'image']).default('none'),
  backgroundColor: colour.nullish(),
  image: safeUrl.nullish(),
  adapterType: z.enum(['cover', 'contain', 'repeat', 'stretch']).default('cover'),
  transparency: z.number().min(0).max(100).default(0),
  topMargin: numeric.default(32),
  bottomMargin: numeric.default(32),
});
export type PublicStyle = z.infer<typeof publicStyle>;

/** Fields every module carries (spec section 3, "Module common"). */
export const moduleCommon = z.looseObject({
  id,
  commonModuleId: id.nullish(),
  pageId: id.nullish(),
  sort: z.number().default(0),
  moduleType: z.string(),
  isHide: flag,
  isShowTitle: flagDefaultTrue,
  isShowMoreButton: flag,
  moduleTitle: moduleTitle.prefault({}),
  moreButton: moreButton.nullish(),
  publicStyleConfiguration: publicStyle.prefault({}),
  mobileSetting: z.looseObject({ isSync: flagDefaultTrue }).prefault({}),
  authorityType: text,
  businessIds: z.array(id).nullish(),
  scopeType: text,
});
export type ModuleCommon = z.infer<typeof moduleCommon>;

/**
 * A module type's full schema: the common fields, its literal type, its own `config`, and the
 * optional custom `mobileConfig` used on phones when the organiser unticked "sync with desktop".
 */
export function moduleSchema<T extends string, C extends z.ZodType>(moduleType: T, config: C) {
  return moduleCommon.extend({
    moduleType: z.literal(moduleType),
    config,
    mobileConfig: config.nullish(),
  });
}
