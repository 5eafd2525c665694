import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Island } from '../../renderer/Island';
import { loadable } from '../../renderer/loadable';
import type { Navigation } from '../../schemas/navigation';
import type { PageNode } from '../../schemas/page';
import { afterFirstScreen } from '../platform/firstScreen';
import { MENU_SHEET_ID, menuContents } from './menuContents';
import { closeMenuSheet } from './menuPopover';

const MenuDrawer = loadable(menuContents);

/**
 * The phone's menu, a sheet from the side. The server writes it closed into every phone page and
 * the menu button opens it as a popover (menuPopover.ts): the browser opens it at the first tap,
 * before the app's code has come, and Escape or a tap beside it closes it; its links work as
 * plain links until then, and none of its code runs before the visitor opens it (most never do).
 * Where the browser draws the page alone, what it holds comes once the first screen is up (or at
 * once if opened before).
 */
export function MenuSheet({ navigation, current }: { navigation: Navigation; current: PageNode | null }) {
  const { t } = useTranslation();
  // Always on a server (its render waits for the code); through a hydration, whose launch fetched it first (chrome.ts).
  const [held, setHeld] = useState(() => typeof document === 'undefined' || MenuDrawer.isReady());
  // A failed download is tried again at the next opening.
  const bring = useCallback(() => void MenuDrawer.preload().then(() => setHeld(true), () => undefined), []);
  useEffect(() => (held ? undefined : afterFirstScreen(bring)), [held, bring]);
  return (
    <Sheet id={MENU_SHEET_ID} popover="auto" role="dialog" aria-label={t('nav:main')} onToggle={held ? undefined : bring}>
      {held && (
        <Island>
          <MenuDrawer navigation={navigation} current={current} sheetId={MENU_SHEET_ID} onClose={closeMenuSheet} />
        </Island>
      )}
    </Sheet>
  );
}

const Sheet = styled.div`
  position: fixed;
  inset: 0 0 0 auto;
  margin: 0;
  width: min(320px, 86vw);
  height: 100dvh;
  max-height: none;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: var(--space-3) var(--space-4) var(--space-8);
  border: 0;
  background: var(--color-bg);
  color: var(--color-text);

  &:not(:popover-open) {
    display: none;
  }
  &::backdrop {
    background: rgb(0 0 0 / 0.45);
  }
  /* A browser without popovers (older webviews) shows it by the attribute the button sets. */
  @supports not selector(:popover-open) {
    z-index: var(--z-drawer);
    &:not([data-open]) {
      display: none;
    }
  }
`;
