import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ErrorState } from '../../site/ErrorState';
import { isHttpUrl } from '../shared/httpUrl';
import { ViewportFrame } from '../shared/ViewportFrame';

/**
 * pages/webview/index: an organiser's external page in a sandboxed frame. Only absolute
 * http(s) addresses are framed; the frame may run its scripts but cannot reach our origin's
 * storage or navigate the top window.
 */
export default function WebView() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const url = query.get('url') ?? '';
  const title = query.get('title') || t('nav:externalPage');
  if (!isHttpUrl(url)) return <ErrorState title={t('errors:webview.invalidUrl')} />;
  return (
    <ViewportFrame
      src={url}
      title={title}
      sandbox="allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox"
      referrerPolicy="no-referrer"
      loading="lazy"
      width={300}
      height={150}
    />
  );
}
