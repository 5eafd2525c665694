import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useRenderer } from '../../../renderer/context';
import type { ModuleViewProps } from '../../../renderer/registry';
import type { RegistrationModule } from '../../../schemas/modules/registration';
import type { Terminal } from '../../../schemas/page';
import { config as environment } from '../../platform/config';
import { usePageAddress } from '../../platform/pageAddress';
import { pillButton } from '../../theme/mixins';
import { useModuleHost } from '../../site/host';
import { useDismissed } from '../shared/useDismissed';
import { registrationHref } from '../../identity/registrationHref';
import { NS } from './texts';
import { CloseIcon } from '../../theme/icons';

/** The sessionStorage key remembering that the visitor closed this module's guide tip. */
export function tipDismissalKey(moduleId: string): string {
  return `registration:tipDismissed:${moduleId}`;
}

/**
 * A call to register: a button to the event's registration page that says where the visitor
 * came from and how to come back, and, when the site asks for it, a guide tip beside it.
 */
export default function Registration({ module, config, terminal }: ModuleViewProps<RegistrationModule>) {
  const { t } = useTranslation(NS);
  const { LinkView } = useRenderer();
  const host = useModuleHost();
  const [tipDismissed, dismissTip] = useDismissed(tipDismissalKey(module.id));
  const href = registrationHref(config.registrationUrl || environment().registration, host.bventId, usePageAddress());
  const label = config.buttonText || t('register');
  const tipId = `${module.id}-registration-tip`;
  const showTip = host.guideRegistrationTip && !tipDismissed && href !== null;
  return (
    <Card $terminal={terminal}>
      {config.description && <p className="description">{config.description}</p>}
      <div className="action">
        {showTip && (
          <Tip id={tipId} role="note">
            <span>{config.tipText || t('tip')}</span>
            <button type="button" className="dismiss" aria-label={t('dismissTip')} onClick={dismissTip}>
              <CloseIcon size={14} weight={2.4} />
            </button>
          </Tip>
        )}
        {href ? (
          <LinkView link={{ linkType: 'external', externalUrl: href, openInNewTab: false, title: label }} className="register">
            {label}
          </LinkView>
        ) : (
          <p className="unavailable">{t('unavailable')}</p>
        )}
      </div>
    </Card>
  );
}

const Card = styled.div<{ $terminal: Terminal }>`
  display: flex;
  flex-direction: ${({ $terminal }) => ($terminal === 'pc' ? 'row' : 'column')};
  align-items: ${({ $terminal }) => ($terminal === 'pc' ? 'center' : 'stretch')};
  justify-content: space-between;
  gap: ${({ $terminal }) => ($terminal === 'pc' ? 'var(--space-7)' : 'var(--space-4)')};
  padding: ${({ $terminal }) => ($terminal === 'pc' ? 'var(--space-7) var(--space-8)' : 'var(--space-5) var(--space-4)')};
  border-radius: var(--radius-lg);
  background: var(--color-primary-tint);

  .description {
    flex: 1 1 auto;
    min-width: 0;
    max-width: var(--measure);
    margin: 0;
    font-size: var(--font-size-lg);
    line-height: 1.5;
  }
  :lang(zh-CN) & .description,
  :lang(zh-HK) & .description {
    max-width: var(--measure-cjk);
  }
  .action {
    display: grid;
    justify-items: ${({ $terminal }) => ($terminal === 'pc' ? 'end' : 'stretch')};
    gap: var(--space-3);
    /* Its own width, up to half the card: shrunk beside a long description, the tip and the pill
       had a column of 120 px at 768 px, a word to a line. A long label wraps inside the pill. */
    flex: 0 0 auto;
    min-width: 0;
    max-width: ${({ $terminal }) => ($terminal === 'pc' ? '50%' : 'none')};
  }
  .register {
    ${pillButton}
    padding-inline: var(--space-8);
  }
  .register:hover {
    background: var(--color-primary-strong);
  }
  .unavailable {
    margin: 0;
    color: var(--color-text-muted);
  }
`;

const Tip = styled.div`
  position: relative;
  display: flex;
  align-items: flex-start;
  gap: var(--space-2);
  max-width: calc(var(--space-11) * 4);
  padding: var(--space-3) var(--space-2) var(--space-3) var(--space-4);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
  background: var(--color-bg);
  box-shadow: var(--shadow-1);
  font-size: var(--font-size-sm);

  /* The bubble's point, towards the button below. */
  &::after {
    content: '';
    position: absolute;
    right: var(--space-7);
    bottom: calc(var(--space-2) * -1);
    width: var(--space-3);
    height: var(--space-3);
    border-right: 1px solid var(--color-border);
    border-bottom: 1px solid var(--color-border);
    background: var(--color-bg);
    transform: rotate(45deg);
  }
  .dismiss {
    display: grid;
    place-items: center;
    flex-shrink: 0;
    width: var(--touch-target);
    height: var(--touch-target);
    margin: calc(var(--space-3) * -1) 0;
    padding: 0;
    border: 0;
    border-radius: var(--radius-pill);
    background: none;
    color: var(--color-text-muted);
    cursor: pointer;
  }
  .dismiss:hover {
    color: var(--color-text);
  }
`;
