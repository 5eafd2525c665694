import { moduleCommon } from '../../../schemas/modules/common';
import type { PageDetail } from '../../../schemas/page';
import { definitions } from '../../modules/definitions';

/** The organiser's module of this type on its page, by id; a module hidden there is not listed. */
export function moduleOnPage(detail: PageDetail, moduleId: string, moduleType: string): unknown {
  return (
    detail.modules.find((raw) => {
      const common = moduleCommon.safeParse(raw);
      return common.success && common.data.id === moduleId && common.data.moduleType === moduleType && !common.data.isHide;
    }) ?? null
  );
}

/**
 * For a link without page and module ids (an old one): a module of the type with its schema's
 * defaults, which lists the whole event's content; null for a type whose content only the
 * organiser's module carries.
 */
export function defaultModule(moduleType: string): unknown {
  const definition = Object.hasOwn(definitions, moduleType) ? definitions[moduleType as keyof typeof definitions] : undefined;
  if (!definition || definition.contentInConfig) return null;
  const parsed = definition.schema.safeParse({ id: `${moduleType}-list`, moduleType, config: {} });
  return parsed.success ? parsed.data : null;
}

/** The module's own title, when it has one: the list page's heading. */
export function titleOf(raw: unknown): string | null {
  const common = moduleCommon.safeParse(raw);
  return (common.success && common.data.moduleTitle.title) || null;
}

/** The picture the organiser chose for the top of the module's list page (moreButton.listPageBanner), when there is one. */
export function listPageBannerOf(raw: unknown): string | null {
  const common = moduleCommon.safeParse(raw);
  return (common.success && common.data.moreButton?.listPageBanner) || null;
}

/** The module alone on its list page: the page heading carries its title, and it is the list "more" opens. */
export function asListed(raw: unknown): unknown {
  return { ...(raw as Record<string, unknown>), isShowTitle: false, isShowMoreButton: false };
}
