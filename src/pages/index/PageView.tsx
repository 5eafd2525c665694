import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import type { PageDetail } from '../../../schemas/page';
import styled from 'styled-components';
import { useTerminal } from '../../../renderer';
import { accessForAll } from '../../identity/access';
import { ErrorState } from '../../site/ErrorState';
import { LoadingPage } from '../../site/LoadingPage';
import { useSite } from '../../site/SiteContext';
import { useAppHref } from '../../site/siteParams';
import { AccessState } from '../../identity/LazyAccessState';
import { useVisitor } from '../../identity/useVisitor';
import { isPreview } from '../../platform/config';
import { catalogue } from '../../platform/errors';
import { report } from '../../platform/report';
import { toast } from '../../platform/toast';
import { firstScreenPainted } from '../../platform/firstScreen';
import { useQuery, type QueryState } from '../../platform/useQuery';
import { loadPageDetail, pageKey } from '../shared/loadPage';
import { detailFor, requestedPageId } from '../../site/resolvePage';
import { SiteModules } from '../shared/SiteModules';
import { usePageDraft } from '../shared/usePageDraft';
import { useAnchor } from '../shared/useAnchor';
import { useDocumentTitle } from '../shared/useDocumentTitle';
import { ROUTES } from '../../site/routes';

/** A site page: its detail for the terminal in force, rendered module by module. */
export default function PageView() {
  const { t } = useTranslation();
  const { site, tree } = useSite();
  const [query] = useSearchParams();
  const href = useAppHref();
  const terminal = useTerminal();
  const pageId = requestedPageId(tree, query);
  const drafted = usePageDraft(pageId);
  const loaded = useQuery(pageId && !drafted ? pageKey(pageId) : null, (signal) => loadPageDetail(pageId!, signal));
  const details: QueryState<PageDetail[]> = drafted ? { status: 'ready', data: drafted } : loaded;
  const detail = details.status === 'ready' ? detailFor(details.data, terminal) : null;
  const preview = isPreview();
  const visitor = useVisitor();
  useAnchor(query.get('anchor'), detail !== null, (anchor) => {
    report('anchor', { anchor, message: catalogue.moduleNotFound });
    toast.showToast({ title: t('errors:moduleNotFound'), icon: 'none' });
  });

  useDocumentTitle(detail?.title);

  if (!pageId) return <NothingMore screen={<ErrorState title={t('errors:page.empty')} />} />;
  if (details.status === 'error') {
    return <NothingMore screen={<ErrorState error={details.error} onRetry={loaded.retry} />} />;
  }
  if (details.status === 'loading') return <LoadingPage />;
  if (!detail || (!detail.isPublish && !preview)) return <Navigate replace to={href(ROUTES.notFound)} />;

  // The site's rule gates every page, the page's own rule (e.g. attendees only) this one.
  const access = accessForAll([site.globalSetting, detail], visitor);
  // Nothing shows until the visitor is known, and knowing them is what waits for the first screen.
  if (access.kind === 'pending') return <NothingMore screen={<LoadingPage />} />;
  const maxWidth = detail.maxWidth ?? site.globalSetting.maxWidth;
  return (
    <Page
      data-page-id={detail.pageId}
      data-terminal={detail.terminal}
      $maxWidth={maxWidth ?? null}
      $background={detail.backgroundColor ?? null}
      $image={detail.backgroundImage ?? null}
    >
      {!detail.isPublish && <Unpublished role="note">{t('preview:unpublished')}</Unpublished>}
      {access.kind === 'denied' ? (
        <NothingMore screen={<AccessState reason={access.reason} />} />
      ) : (
        <SiteModules key={detail.pageId} modules={detail.modules} onFirstScreen={firstScreenPainted} />
      )}
    </Page>
  );
}

/** A page screen with no modules to wait for: the first screen is this. */
function NothingMore({ screen }: { screen: ReactNode }) {
  useEffect(() => firstScreenPainted(), []);
  return screen;
}

const Page = styled.div<{ $maxWidth: number | null; $background: string | null; $image: string | null }>`
  max-width: ${({ $maxWidth }) => ($maxWidth ? `${$maxWidth}px` : 'none')};
  margin: 0 auto;
  ${({ $maxWidth }) => ($maxWidth ? '--module-width: 100%;' : '')}
  background-color: ${({ $background }) => $background ?? 'transparent'};
  background-image: ${({ $image }) => ($image ? `url(${JSON.stringify($image)})` : 'none')};
  background-size: cover;
`;

const Unpublished = styled.p`
  margin: 0;
  padding: var(--space-2) var(--page-gutter);
  background: var(--color-primary-tint);
  color: var(--color-text);
  text-align: center;
  font-weight: 600;
`;
