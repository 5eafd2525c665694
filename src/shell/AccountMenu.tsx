import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import type { SignedInUser } from '../auth/session';
import { pillButton } from '../theme/mixins';
import { useAppHref } from '../site/siteParams';
import { ROUTES } from '../site/routes';

/**
 * The signed-in visitor's name as a disclosure button; it opens the way to the personal centre
 * and the sign-out action. Escape closes it and returns focus to the button.
 */
export function AccountMenu({ user, onSignOut, onNavigate }: { user: SignedInUser; onSignOut: () => Promise<void>; onNavigate?: () => void }) {
  const { t } = useTranslation('oidc');
  const href = useAppHref();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const name = user.name ?? t('account.fallbackName');
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    toggle.current?.focus();
  };
  return (
    <Wrapper onKeyDown={closeOnEscape}>
      <NameButton ref={toggle} type="button" aria-expanded={open} aria-controls={panelId} aria-label={t('account.menu', { name })} onClick={() => setOpen(!open)}>
        {name}
      </NameButton>
      <Panel id={panelId} hidden={!open}>
        <PersonalCenterLink
          to={href(ROUTES.personalCenter)}
          onClick={() => {
            setOpen(false);
            onNavigate?.();
          }}
        >
          {t('nav:personalCenter')}
        </PersonalCenterLink>
        <SignOutButton type="button" onClick={() => void onSignOut()}>
          {t('account.signOut')}
        </SignOutButton>
      </Panel>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  position: relative;
`;

const NameButton = styled.button`
  ${pillButton}
  max-width: 16em;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Panel = styled.div`
  display: grid;
  position: absolute;
  inset-inline-end: 0;
  top: calc(100% + var(--space-2));
  z-index: var(--z-overlay);
  padding: var(--space-2);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
  background: var(--color-bg);
  box-shadow: var(--shadow-2);

  /* The grid above would otherwise outrank the hidden attribute. */
  &[hidden] {
    display: none;
  }
`;

const menuEntry = css`
  display: flex;
  align-items: center;
  min-height: var(--touch-target);
  padding: 0 var(--space-4);
  border: 0;
  border-radius: var(--radius-sm);
  background: transparent;
  color: var(--color-text);
  font: inherit;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;

  &:hover {
    background: var(--color-primary-tint);
  }
`;

const PersonalCenterLink = styled(Link)`
  ${menuEntry}
`;

const SignOutButton = styled.button`
  ${menuEntry}
`;
