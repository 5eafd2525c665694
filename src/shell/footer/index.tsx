import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { copyAndTell } from '../../platform/clipboard';
import { outlineButton } from '../../theme/mixins';
import { useSite } from '../../site/SiteContext';
import { footerParts } from './parts';
import { acknowledge, isAcknowledged } from './acknowledged';
import { NOTICE_SPACE, PrivacyNotice } from './PrivacyNotice';
import { StatementDialog } from './StatementDialog';
import { FOOTER_NS } from './texts';
import { useIntellectualProperty } from './useIntellectualProperty';

interface Props {
  /** Whether the phone's tab bar covers the bottom of the window: the notice floats above it. */
  bottomNav: boolean;
}

/**
 * The site's footer: the event's brand line, its WeChat account and the privacy policy, as the
 * organiser switched them on, and for a signed-in visitor the event's intellectual-property statement.
 */
export default function SiteFooter({ bottomNav }: Props) {
  const { t } = useTranslation(FOOTER_NS);
  const { site } = useSite();
  const { privacyPolicy, weChatId, brand } = footerParts(site);
  const intellectualProperty = useIntellectualProperty(site.businessId);
  // The statement open, and the button that opened it (focus goes back there).
  const [reading, setReading] = useState<{ statement: 'privacy' | 'intellectualProperty'; from: HTMLElement } | null>(null);
  const [noticed, setNoticed] = useState(() => !privacyPolicy || isAcknowledged(site.businessId));
  const logo = site.componentSet.topNav?.logo;
  const accept = () => {
    acknowledge(site.businessId);
    setNoticed(true);
  };

  if (!privacyPolicy && !weChatId && !brand && !intellectualProperty) return null;
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
        <button type="button" className="statement" onClick={(event) => setReading({ statement: 'privacy', from: event.currentTarget })}>
          {t('privacyPolicy')}
        </button>
      )}
      {intellectualProperty && (
        <button type="button" className="statement" onClick={(event) => setReading({ statement: 'intellectualProperty', from: event.currentTarget })}>
          {t('intellectualProperty')}
        </button>
      )}
      {privacyPolicy && !noticed && <PrivacyNotice aboveBottomNav={bottomNav} onRead={(from) => setReading({ statement: 'privacy', from })} onAccept={accept} />}
      {privacyPolicy && reading?.statement === 'privacy' && (
        <StatementDialog title={t('privacyPolicy')} text={privacyPolicy} returnFocus={reading.from} onClose={() => setReading(null)} />
      )}
      {intellectualProperty && reading?.statement === 'intellectualProperty' && (
        <StatementDialog
          title={intellectualProperty.title?.trim() || t('intellectualProperty')}
          text={intellectualProperty.content}
          returnFocus={reading.from}
          onClose={() => setReading(null)}
        />
      )}
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
  padding-bottom: calc(var(--space-5) + var(${NOTICE_SPACE}, 0px));
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
  .statement {
    border-color: transparent;
    background: none;
    color: var(--color-primary-text);
    text-decoration: underline;
  }
`;
