import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { copyAndTell } from '../../platform/clipboard';
import { outlineButton } from '../../theme/mixins';
import { useSite } from '../../site/SiteContext';
import { footerParts } from './parts';
import { acknowledge, isAcknowledged } from './acknowledged';
import { PrivacyNotice } from './PrivacyNotice';
import { PrivacyPolicy } from './PrivacyPolicy';
import { FOOTER_NS } from './texts';

interface Props {
  /** Whether the phone's tab bar covers the bottom of the window: the notice floats above it. */
  bottomNav: boolean;
}

/** The site's footer: the event's brand line, its WeChat account and the privacy policy, as the organiser switched them on. */
export default function SiteFooter({ bottomNav }: Props) {
  const { t } = useTranslation(FOOTER_NS);
  const { site } = useSite();
  const { privacyPolicy, weChatId, brand } = footerParts(site);
  const [reading, setReading] = useState<HTMLElement | null>(null);
  const [noticed, setNoticed] = useState(() => !privacyPolicy || isAcknowledged(site.businessId));
  const logo = site.componentSet.topNav?.logo;
  const accept = () => {
    acknowledge(site.businessId);
    setNoticed(true);
  };

  if (!privacyPolicy && !weChatId && !brand) return null;
  return (
    <Footer aria-label={t('label')} data-site-footer="">
      {brand && (
        <p className="brand">
          {logo && <img src={logo} alt="" height={24} />}
          <span>{site.title}</span>
        </p>
      )}
      {weChatId && (
        <p className="wechat">
          <span>
            {t('weChat')}: <strong data-wechat-id="">{weChatId}</strong>
          </span>
          <button type="button" onClick={() => void copyAndTell(weChatId)}>
            {t('copyWeChat')}
          </button>
        </p>
      )}
      {privacyPolicy && (
        <button type="button" className="privacy" onClick={(event) => setReading(event.currentTarget)}>
          {t('privacyPolicy')}
        </button>
      )}
      {privacyPolicy && !noticed && <PrivacyNotice aboveBottomNav={bottomNav} onRead={setReading} onAccept={accept} />}
      {privacyPolicy && reading && <PrivacyPolicy policy={privacyPolicy} returnFocus={reading} onClose={() => setReading(null)} />}
    </Footer>
  );
}

const Footer = styled.footer`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: var(--space-2) var(--space-6);
  padding: var(--space-5) var(--page-gutter);
  border-top: 1px solid var(--color-border);
  background: var(--color-surface);
  color: var(--color-text-muted);
  font-size: var(--font-size-sm);
  p {
    margin: 0;
  }
  .brand {
    display: flex;
    align-items: center;
    gap: var(--space-2);
    color: var(--color-text);
    font-weight: 600;
  }
  .wechat {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--space-2);
  }
  strong {
    color: var(--color-text);
    overflow-wrap: anywhere;
  }
  button {
    ${outlineButton}
    font-size: inherit;
  }
  .privacy {
    border-color: transparent;
    background: none;
    color: var(--color-primary-text);
    text-decoration: underline;
  }
`;
