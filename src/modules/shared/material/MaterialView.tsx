import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileGroup, MaterialFile, MaterialKind } from '../../../../schemas/content/material';
import { EmptyState } from '../EmptyState';
import { GroupTabs, panelId, tabId } from '../GroupTabs';
import { LoadFailed } from '../LoadFailed';
import { PagingFooter } from '../paging/PagingFooter';
import { NS } from './texts';
import { useFileGroups, useGroupFiles } from './useMaterial';

interface Props {
  kind: MaterialKind;
  groupIds: string[];
  pageSize: number;
  /** Unique on the page: the module id. */
  idPrefix: string;
  /** A placeholder shaped like the content, shown while the first page loads. */
  skeleton: ReactNode;
  /** Draws the files loaded so far. */
  children: (files: MaterialFile[]) => ReactNode;
}

/**
 * What the picture, video and document modules share: their groups (as tabs when there are
 * several), the selected group's files page by page, and the loading, empty and error states.
 */
export function MaterialView({ kind, groupIds, pageSize, idPrefix, skeleton, children }: Props) {
  const { t } = useTranslation(NS);
  const groups = useFileGroups(kind, groupIds);
  const [selected, setSelected] = useState<string | null>(null);
  if (groups.status === 'loading') return <div aria-busy="true">{skeleton}</div>;
  if (groups.status === 'error') return <LoadFailed error={groups.error} onRetry={groups.retry} />;
  if (groups.data.length === 0) return <EmptyState />;
  const group = groups.data.find((candidate) => String(candidate.groupId) === selected) ?? groups.data[0]!;
  const active = String(group.groupId);
  const tabs = groups.data.length > 1;
  return (
    <>
      {tabs && (
        <GroupTabs
          tabs={groups.data.map((each) => ({ id: String(each.groupId), label: each.groupName }))}
          active={active}
          idBase={idPrefix}
          label={t('groups')}
          onSelect={setSelected}
        />
      )}
      <div {...(tabs ? { role: 'tabpanel', id: panelId(idPrefix), 'aria-labelledby': tabId(idPrefix, active) } : {})}>
        <GroupFiles key={group.groupId} group={group} pageSize={pageSize} skeleton={skeleton}>
          {children}
        </GroupFiles>
      </div>
    </>
  );
}

function GroupFiles({ group, pageSize, skeleton, children }: { group: FileGroup; pageSize: number; skeleton: ReactNode; children: Props['children'] }) {
  const { loadMore, retry, ...state } = useGroupFiles(group, pageSize);
  if (state.rows.length === 0) {
    if (state.status === 'loading') return <div aria-busy="true">{skeleton}</div>;
    if (state.status === 'error') return <LoadFailed error={state.error} onRetry={retry} />;
    return <EmptyState />;
  }
  return (
    <>
      {children(state.rows)}
      <PagingFooter state={state} loadMore={loadMore} retry={retry} />
    </>
  );
}
