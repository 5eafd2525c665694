import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useTerminal } from '../../../renderer';
import { accessForAll } from '../../identity/access';
import type { Terminal } from '../../../schemas/page';
import { ErrorState } from '../../site/ErrorState';
import { LoadingPage } from '../../site/LoadingPage';
import { useSite } from '../../site/SiteContext';
import { AccessState } from '../../identity/LazyAccessState';
import { useVisitor } from '../../identity/useVisitor';
import { FullListProvider } from '../../modules/shared/fullList';
import { SiteModules } from '../shared/SiteModules';
import { useDocumentTitle } from '../shared/useDocumentTitle';
import { asListed, defaultModule, listPageBannerOf, moduleOnPage, titleOf } from './listedModule';
import { LIST_NS } from './texts';
import { useOrganiserPage } from './useOrganiserPage';

/**
 * A module type's list page (spec section 2), opened by a module's "more" button: that module,
 * found on its page by pageId and moduleId, alone and showing everything it has. An old link
 * without the ids lists the event's content with the type's defaults.
 */
export default function ListPage({ moduleType }: { moduleType: string }) {
  const { t } = useTranslation(LIST_NS);
  const { site } = useSite();
  const terminal = useTerminal();
  const visitor = useVisitor();
  // The same cached query as the site page: coming from "more", the page detail is already here.
  const { ids, details, page } = useOrganiserPage();
  const raw = useMemo(
    () => (ids ? page && moduleOnPage(page, ids.moduleId, moduleType) : defaultModule(moduleType)),
    [ids, page, moduleType],
  );
  const modules = useMemo(() => (raw ? [asListed(raw)] : []), [raw]);
  const heading = titleOf(raw) ?? t(`title.${moduleType}`);
  const banner = listPageBannerOf(raw);
  useDocumentTitle(heading);

  if (ids && details.status === 'error') return <ErrorState error={details.error} onRetry={details.retry} />;
  if (ids && details.status === 'loading') return <LoadingPage />;
  if (!raw) return <ErrorState title={t('errors:moduleNotFound')} />;
  // The site's rule gates every page, the organiser page's own rule its modules' list pages.
  const access = accessForAll(page ? [site.globalSetting, page] : [site.globalSetting], visitor);
  if (access.kind === 'pending') return <LoadingPage />;
  return (
    <List data-list-type={moduleType} $banner={Boolean(banner)}>
      {/* Decorative: the heading below names the page. Its box is set before it loads, so nothing moves. */}
      {banner && <Banner src={banner} alt="" fetchPriority="high" $terminal={terminal} data-list-page-banner="" />}
      <Heading $terminal={terminal}>{heading}</Heading>
      {access.kind === 'denied' ? (
        <AccessState reason={access.reason} />
      ) : (
        <FullListProvider>
          <SiteModules modules={modules} />
        </FullListProvider>
      )}
    </List>
  );
}

const List = styled.div<{ $banner: boolean }>`
  padding-top: ${({ $banner }) => ($banner ? '0' : 'var(--space-6)')};
`;

/** The organiser's list page banner across the page, at the banner module's proportions (1440 by 360 on a desktop). */
const Banner = styled.img<{ $terminal: Terminal }>`
  display: block;
  width: 100%;
  aspect-ratio: ${({ $terminal }) => ($terminal === 'pc' ? '4 / 1' : '5 / 2')};
  margin-bottom: var(--space-6);
  object-fit: cover;
`;

const Heading = styled.h1<{ $terminal: Terminal }>`
  max-width: var(--module-width);
  margin: 0 auto;
  padding-inline: var(--page-gutter);
  font-size: ${({ $terminal }) => ($terminal === 'pc' ? 'var(--font-size-title)' : 'var(--font-size-title-mobile)')};
  line-height: 1.3;
  color: var(--color-text);
  overflow-wrap: anywhere;
`;
