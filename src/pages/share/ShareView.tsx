import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useTerminal } from '../../../renderer';
import { ROUTES } from '../../site/routes';
import { SHARE_TARGET_PARAM, shareTarget } from '../../site/shareTarget';
import { useSite } from '../../site/SiteContext';
import { useAppHref } from '../../site/siteParams';
import { usePageOrigin } from '../../platform/pageAddress';
import { pillButton } from '../../theme/mixins';
import { useDocumentTitle } from '../shared/useDocumentTitle';
import { PageColumn } from '../shared/PageColumn';
import { SHARE_PAGES_NS } from './texts';

/**
 * subPages/shareView/index (spec section 2): what a shared link opens. The organiser's share
 * settings (title, description, picture) and one way in: the page the link names in `path`
 * when it is one of this site's own pages, else the organiser's share path, else the home.
 * Anything else in the address (another site, a script) is refused and said so.
 */
export default function ShareView() {
  const { t } = useTranslation(SHARE_PAGES_NS);
  const terminal = useTerminal();
  const { site } = useSite();
  const [params] = useSearchParams();
  const href = useAppHref();
  const share = site.shareSetting;
  const title = share?.title || site.title || '';
  const asked = params.get(SHARE_TARGET_PARAM);
  const origin = usePageOrigin();
  const shared = shareTarget(asked, origin);
  const way = shared ?? shareTarget(share?.path, origin) ?? href(ROUTES.home);
  useDocumentTitle(title);
  return (
    <PageColumn $terminal={terminal}>
      <Card>
        {share?.h5Img && (
          <div className="picture">
            <img src={share.h5Img} alt="" />
          </div>
        )}
        <h1>{title}</h1>
        {share?.desc && <p className="desc">{share.desc}</p>}
        {asked !== null && !shared && (
          <p role="status" className="refused">
            {t('view.refused')}
          </p>
        )}
        <Link to={way} className="way-in">
          {t(shared ? 'view.open' : 'view.enter')}
        </Link>
      </Card>
    </PageColumn>
  );
}

const Card = styled.article`
  display: grid;
  justify-items: center;
  gap: var(--space-4);
  max-width: var(--measure);
  margin: 0 auto;
  text-align: center;

  .picture {
    width: 100%;
    aspect-ratio: 16 / 9;
    overflow: hidden;
    border-radius: var(--radius-lg);
    background: var(--color-surface);
  }
  /* Whole, never cropped: organisers put words in their share pictures. */
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
  h1 {
    margin: 0;
    font-size: var(--font-size-xl);
    overflow-wrap: anywhere;
  }
  .desc {
    margin: 0;
    color: var(--color-text-muted);
  }
  .refused {
    margin: 0;
    padding: var(--space-3) var(--space-4);
    border-radius: var(--radius-md);
    background: var(--color-danger-tint);
    color: var(--color-text);
  }
  .way-in {
    ${pillButton}
  }
`;
