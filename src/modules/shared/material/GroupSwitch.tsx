import type { ReactNode } from 'react';
import type { FileGroup } from '../../../../schemas/content/material';
import { GroupTabs, panelId, tabId } from '../GroupTabs';

interface Props {
  groups: FileGroup[];
  /** The group shown. */
  active: FileGroup;
  /** Unique on the page, so tabs and panel name each other. */
  idPrefix: string;
  label: string;
  onSelect: (groupId: string) => void;
  /** The active group's files. */
  children: ReactNode;
}

/** File groups as tabs over the active group's panel; one group alone needs no tabs. */
export function GroupSwitch({ groups, active, idPrefix, label, onSelect, children }: Props) {
  const activeId = String(active.groupId);
  if (groups.length < 2) return children;
  return (
    <>
      <GroupTabs tabs={groups.map((each) => ({ id: String(each.groupId), label: each.groupName }))} active={activeId} idBase={idPrefix} label={label} onSelect={onSelect} />
      <div role="tabpanel" id={panelId(idPrefix)} aria-labelledby={tabId(idPrefix, activeId)}>
        {children}
      </div>
    </>
  );
}
