import styled from 'styled-components';
import { clampLines } from '../../theme/mixins';
import type { Speaker } from '../../../schemas/content/speaker';
import type { Terminal } from '../../../schemas/page';
import { useModuleHost } from '../../site/host';
import { Portrait } from './Portrait';
import { speakerText } from './speakerText';

interface Props {
  speaker: Speaker;
  terminal: Terminal;
  onOpen: (speaker: Speaker, opener: HTMLButtonElement) => void;
}

/** One speaker: portrait, name, position and company; the whole card (named by them) opens the profile. */
export function SpeakerCard({ speaker, terminal, onOpen }: Props) {
  const { language } = useModuleHost();
  const { fullName, position, company } = speakerText(speaker, language);
  return (
    <li>
      <Card
        type="button"
        $terminal={terminal}
        aria-haspopup="dialog"
        onClick={(event) => onOpen(speaker, event.currentTarget)}
      >
        <Portrait src={speaker.avatar} size={terminal === 'pc' ? '128px' : '45%'} />
        <Name>{fullName}</Name>
        {position && <Line>{position}</Line>}
        {company && <Line>{company}</Line>}
      </Card>
    </li>
  );
}

const Card = styled.button<{ $terminal: Terminal }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: var(--space-1);
  width: 100%;
  height: 100%;
  min-height: var(--touch-target);
  padding: ${({ $terminal }) => ($terminal === 'pc' ? 'var(--space-6) var(--space-4)' : 'var(--space-4) var(--space-2)')};
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
  background: var(--color-bg);
  color: var(--color-text);
  font: inherit;
  text-align: center;
  cursor: pointer;
  transition:
    box-shadow 0.2s ease,
    border-color 0.2s ease,
    transform 0.2s ease;

  > span:first-child {
    margin-bottom: var(--space-2);
  }
  &:hover,
  &:focus-visible {
    border-color: var(--color-primary);
    box-shadow: var(--shadow-2);
    transform: translateY(calc(var(--space-1) * -1));
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &:hover,
    &:focus-visible {
      transform: none;
    }
  }
`;

const Name = styled.span`
  font-size: var(--font-size-lg);
  font-weight: 600;
  line-height: 1.35;
`;

/** Titles can be long: two lines at most, the dialog has the whole text. */
const Line = styled.span`
  ${clampLines(2)}
  font-size: var(--font-size-sm);
  line-height: 1.45;
  color: var(--color-text-muted);
`;
