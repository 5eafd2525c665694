import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { FileGroup } from '../../../../schemas/content/material';
import { outlineButton } from '../../../theme/mixins';
import { NS } from './texts';

interface Props {
  group: FileGroup;
  /** The sub-group shown; null: all of the group. */
  active: string | null;
  onSelect: (subGroupId: string | null) => void;
}

/**
 * A file group's sub-groups (spec section 3, File group `children`; the console files a session's
 * slides in one of its own) as a row of choices under the group: all of it, or one sub-group.
 */
export function SubGroupSwitch({ group, active, onSelect }: Props) {
  const { t } = useTranslation(NS);
  const choices = [{ id: null, label: t('allOfGroup') }, ...group.children.map((child) => ({ id: String(child.groupId), label: child.groupName }))];
  return (
    <Choices role="group" aria-label={t('subGroups', { group: group.groupName })}>
      {choices.map((choice) => (
        <button key={choice.id ?? ''} type="button" aria-pressed={choice.id === active} onClick={() => onSelect(choice.id)}>
          {choice.label}
        </button>
      ))}
    </Choices>
  );
}

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);
  margin-bottom: var(--space-4);
  button {
    ${outlineButton}
    min-height: var(--touch-target);
    font-size: var(--font-size-sm);
  }
  button[aria-pressed='true'] {
    border-color: var(--color-primary);
    background: var(--color-primary);
    color: var(--color-on-primary);
  }
`;
