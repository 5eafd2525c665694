import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettled } from '../../../../renderer/settle';
import type { FileGroup, MaterialFile, MaterialKind } from '../../../../schemas/content/material';
import type { ModuleCommon } from '../../../../schemas/modules/common';
import { wholeGroup, type FileSource } from '../../../api/material';
import { ROUTES } from '../../../site/routes';
import { EmptyState } from '../EmptyState';
import { GroupTabsPlaceholder } from '../GroupTabs';
import { useFullList } from '../fullList';
import { LoadFailed } from '../LoadFailed';
import { PagingFooter } from '../paging/PagingFooter';
import { SearchLink } from '../SearchLink';
import { GroupSwitch } from './GroupSwitch';
import { PAGE_SIZE } from './pageSize';
import { NS } from './texts';
import { SubGroupSwitch } from './SubGroupSwitch';
import { useFileGroups, useFiles } from './useMaterial';

/** Each library's search page (spec section 2). */
const SEARCH_ROUTE = { picture: ROUTES.pictureSearch, video: ROUTES.videoSearch, document: ROUTES.documentSearch } as const;

interface Props {
  kind: MaterialKind;
  groupIds: string[];
  /** The module: its id is unique on the page, and its search link names it. */
  module: Pick<ModuleCommon, 'id' | 'pageId'>;
  /** A placeholder shaped like the content, shown while the first page loads. */
  skeleton: ReactNode;
  /** Draws the files loaded so far. */
  children: (files: MaterialFile[]) => ReactNode;
}

/**
 * What the picture, video and document modules share: their groups (as tabs when there are
 * several), the selected group's files page by page, and the loading, empty and error states.
 * On its list page, where the module stands alone, it offers the search of its groups.
 */
export function MaterialView({ kind, groupIds, module, skeleton, children }: Props) {
  const { t } = useTranslation(NS);
  const fullList = useFullList();
  const groups = useFileGroups(kind, groupIds);
  const [selected, setSelected] = useState<string | null>(null);
  // No files to wait for: the modules below may come (with files, Files says so once its first page is in).
  useSettled(groups.status === 'error' || (groups.status !== 'loading' && groups.data.length === 0));
  let body: ReactNode;
  if (groups.status === 'loading')
    body = (
      <div aria-busy="true">
        {groupIds.length > 1 && <GroupTabsPlaceholder />}
        {skeleton}
      </div>
    );
  else if (groups.status === 'error') body = <LoadFailed error={groups.error} onRetry={groups.retry} />;
  else if (groups.data.length === 0) body = <EmptyState />;
  else {
    const group = groups.data.find((candidate) => String(candidate.groupId) === selected) ?? groups.data[0]!;
    body = (
      <GroupSwitch groups={groups.data} active={group} idPrefix={module.id} label={t('groups')} onSelect={setSelected}>
        <GroupFiles key={group.groupId} kind={kind} group={group} skeleton={skeleton}>
          {children}
        </GroupFiles>
      </GroupSwitch>
    );
  }
  return (
    <>
      {fullList && (
        <SearchLink route={SEARCH_ROUTE[kind]} module={module}>
          {t(`search.${kind}`)}
        </SearchLink>
      )}
      {body}
    </>
  );
}

/** A group's files; where it has sub-groups, all of them or one sub-group's, as the visitor chooses. */
function GroupFiles({ kind, group, skeleton, children }: { kind: MaterialKind; group: FileGroup; skeleton: ReactNode; children: Props['children'] }) {
  const [subGroup, setSubGroup] = useState<string | null>(null);
  const source: FileSource = subGroup === null ? wholeGroup(group) : { kind: 'scheduleGroup', groupId: subGroup, groupType: group.groupType ?? null };
  return (
    <>
      {group.children.length > 0 && <SubGroupSwitch group={group} active={subGroup} onSelect={setSubGroup} />}
      <Files key={subGroup} source={source} pageSize={PAGE_SIZE[kind]} skeleton={skeleton}>
        {children}
      </Files>
    </>
  );
}

/** The files of one source page by page, with the loading, empty and error states. */
function Files({ source, pageSize, skeleton, children }: { source: FileSource; pageSize: number; skeleton: ReactNode; children: Props['children'] }) {
  const { loadMore, retry, ...state } = useFiles(source, pageSize);
  // The module's height is known once its first page is in (or failed, or is empty): the modules below wait for it.
  useSettled(state.rows.length > 0 || state.status !== 'loading');
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
