import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { isSafeUrl } from '../../../schemas/primitives';
import { ErrorState } from '../../site/ErrorState';

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
  if (!/^https?:\/\//i.test(url) || !isSafeUrl(url)) return <ErrorState title={t('errors:webview.invalidUrl')} />;
  return (
    <Frame
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

const Frame = styled.iframe`
  display: block;
  width: 100%;
  height: calc(100dvh - var(--nav-height));
  border: 0;
`;
