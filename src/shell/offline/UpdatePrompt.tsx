import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { floatingNotice, outlineButton } from '../../theme/mixins';
import { OFFLINE_NS } from './texts';

/**
 * A new version of the client is installed and waiting: the visitor reloads into it when it
 * suits them (a form half filled in is never thrown away by an update). Until then the page
 * runs on as it is, and any full navigation online already loads the new shell.
 */
export function UpdatePrompt({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation(OFFLINE_NS);
  return (
    <Prompt role="status" data-update-prompt="">
      <span>{t('update.available')}</span>
      <Reload type="button" onClick={onReload}>
        {t('update.reload')}
      </Reload>
    </Prompt>
  );
}

const Prompt = styled.div`
  ${floatingNotice}
  top: calc(var(--nav-offset, 0px) + var(--space-4));
  border: 1px solid var(--color-primary);
  background: var(--color-primary-tint);
`;

const Reload = styled.button`
  ${outlineButton}
`;
