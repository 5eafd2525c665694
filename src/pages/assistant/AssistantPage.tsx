import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { config } from '../../platform/config';
import { ErrorState } from '../../site/ErrorState';
import { hostOf } from '../../site/hostOf';
import { useSite } from '../../site/SiteContext';
import { useDocumentTitle } from '../shared/useDocumentTitle';
import { SiteAccess } from '../shared/SiteAccess';
import { ViewportFrame } from '../shared/ViewportFrame';
import { assistantAddress, framingOf } from './assistantFrame';
import { ASSISTANT_NS } from './texts';
import { useAssistantFrame } from './useAssistantFrame';

/**
 * subPages/coze/index (spec section 2): the event's chat assistant, at the address the
 * deployment configures (`assistantUrl`), in a sandboxed frame told the visitor's language and
 * the event; without an address, a message saying there is none.
 */
export default function AssistantPage() {
  const { t } = useTranslation(ASSISTANT_NS);
  useDocumentTitle(t('title'));
  const address = assistantAddress(config().assistantUrl);
  return <SiteAccess>{address ? <Assistant address={address} /> : <ErrorState title={t('notConfigured')} />}</SiteAccess>;
}

function Assistant({ address }: { address: string }) {
  const { t } = useTranslation(ASSISTANT_NS);
  const { site } = useSite();
  const { language, bventId, eventTitle } = hostOf(site);
  const framing = useMemo(() => framingOf(address, location.origin), [address]);
  const { frame, height } = useAssistantFrame(framing, { type: 'context', language, bventId });
  return (
    <>
      <h1 className="visually-hidden">{t('title')}</h1>
      <Frame
        ref={frame}
        src={address}
        title={t('frameTitle', { event: eventTitle })}
        sandbox={framing.sandbox}
        allow="clipboard-write"
        referrerPolicy="strict-origin"
        $height={height}
      />
    </>
  );
}

/** As tall as the viewport below the bar, or as the assistant's content says it is when taller. */
const Frame = styled(ViewportFrame)<{ $height: number | null }>`
  min-height: ${({ $height }) => ($height === null ? 'auto' : `${$height}px`)};
`;
