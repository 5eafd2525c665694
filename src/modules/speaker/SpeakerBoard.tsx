import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Speaker, SpeakerGroup } from '../../../schemas/content/speaker';
import type { LanguageCode } from '../../../schemas/primitives';
import type { Terminal } from '../../../schemas/page';
import { EmptyState } from '../shared/EmptyState';
import { GroupTabs, panelId, tabId, type GroupTab } from '../shared/GroupTabs';
import { useModuleHost } from '../../site/host';
import { SPEAKER_COLUMNS, SPEAKER_COLUMNS_MOBILE, SPEAKERS_SHOWN } from './constants';
import { SpeakerCard } from './SpeakerCard';
import { SpeakerDialog } from './SpeakerDialog';
import { groupName } from './speakerText';
import { NS } from './texts';

const ALL = 'all';

/** The organiser's groups, in the order they were picked, named in the site language. */
function tabsFor(groupIds: string[], groups: SpeakerGroup[], language: LanguageCode, all: string): GroupTab[] {
  const picked = groupIds.flatMap((id) => groups.filter((group) => group.pkey === id));
  if (picked.length === 0) return [];
  return [{ id: ALL, label: all }, ...picked.map((group) => ({ id: group.pkey, label: groupName(group, language) }))];
}

interface Props {
  speakers: Speaker[];
  groups: SpeakerGroup[];
  /** The groups the organiser picked, as tabs. */
  groupIds: string[];
  terminal: Terminal;
  /** How many cards to show at most (the module on a site page); none on the list page. */
  limit?: number;
  /** Under the grid: the list page's paging footer. */
  footer?: ReactNode;
}

/** The speakers loaded so far as cards (of a group, when tabs are shown); a card opens a profile. */
export function SpeakerBoard({ speakers, groups, groupIds, terminal, limit, footer }: Props) {
  const { t } = useTranslation(NS);
  const { language } = useModuleHost();
  const idBase = useId();
  const [active, setActive] = useState(ALL);
  const [open, setOpen] = useState<{ speaker: Speaker; opener: HTMLElement } | null>(null);

  const tabs = tabsFor(groupIds, groups, language, t('all'));
  const group = groups.find((candidate) => candidate.pkey === active && active !== ALL);
  const shown = speakers.filter((speaker) => !group || group.speakerIds.includes(speaker.pkey)).slice(0, limit);

  const grid =
    shown.length === 0 ? (
      <EmptyState />
    ) : (
      <Grid $terminal={terminal}>
        {shown.map((speaker) => (
          <SpeakerCard key={speaker.pkey} speaker={speaker} terminal={terminal} onOpen={(picked, opener) => setOpen({ speaker: picked, opener })} />
        ))}
      </Grid>
    );

  return (
    <>
      {tabs.length > 0 ? (
        <>
          <GroupTabs tabs={tabs} active={active} idBase={idBase} label={t('groups')} onSelect={setActive} />
          <div role="tabpanel" id={panelId(idBase)} aria-labelledby={tabId(idBase, active)}>
            {grid}
          </div>
        </>
      ) : (
        grid
      )}
      {footer}
      {open && <SpeakerDialog speaker={open.speaker} opener={open.opener} onClose={() => setOpen(null)} />}
    </>
  );
}

/** Grey cards in the grid's shape while the speakers load. */
export function SpeakerSkeleton({ terminal }: { terminal: Terminal }) {
  const { t } = useTranslation(NS);
  return (
    <Grid $terminal={terminal} aria-busy="true" aria-label={t('loading')}>
      {Array.from({ length: SPEAKERS_SHOWN }, (_, index) => (
        <Placeholder key={index} />
      ))}
    </Grid>
  );
}

const Grid = styled.ul<{ $terminal: Terminal }>`
  display: grid;
  grid-template-columns: repeat(${({ $terminal }) => ($terminal === 'pc' ? SPEAKER_COLUMNS : SPEAKER_COLUMNS_MOBILE)}, minmax(0, 1fr));
  gap: ${({ $terminal }) => ($terminal === 'pc' ? 'var(--space-6)' : 'var(--space-3)')};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Placeholder = styled.li`
  aspect-ratio: 4 / 5;
  border-radius: var(--radius-md);
  background: var(--color-surface);
`;
