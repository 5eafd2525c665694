import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Speaker } from '../../../schemas/content/speaker';
import type { LanguageCode } from '../../../schemas/primitives';
import type { Terminal } from '../../../schemas/page';
import { Portrait } from '../../modules/speaker/Portrait';
import { clampLines } from '../../theme/mixins';
import { linkedCard } from '../shared/linkedCard';
import { roleLines } from './roleLines';
import { shownText } from './shownText';

/** The portrait's side in a result, per terminal: the card's height is built on it. */
const PORTRAIT = { pc: '72px', mobile: '56px' } as const;

interface Props {
  speaker: Speaker;
  language: LanguageCode;
  terminal: Terminal;
  /** The speaker's detail page. */
  href: string;
  /** The name's heading level: h2 on the search page, h3 under a page's own section heading. */
  level?: 'h2' | 'h3';
}

/**
 * One speaker as a card (a search result, a session's speaker): portrait, name (a heading, its
 * link covering the card), position and company, in the site language or the speaker's first.
 */
export function SpeakerResult({ speaker, language, terminal, href, level: Name = 'h2' }: Props) {
  const { text, lang } = shownText(speaker, language);
  return (
    <Card $terminal={terminal} data-speaker={speaker.pkey}>
      <Portrait src={speaker.avatar} size={PORTRAIT[terminal]} />
      <div lang={lang}>
        {/* Each line is clamped: its full text is its title. */}
        <Name title={text.fullName || speaker.pkey}>
          <Link to={href}>{text.fullName || speaker.pkey}</Link>
        </Name>
        {text.position && <p title={text.position}>{text.position}</p>}
        {text.company && (
          <p className="company" title={text.company}>
            {text.company}
          </p>
        )}
      </div>
    </Card>
  );
}

/** A grey result in the same box while the first page loads (hidden from screen readers: the status says it). */
export function ResultPlaceholder({ terminal }: { terminal: Terminal }) {
  return <Placeholder as="div" $terminal={terminal} />;
}

const Card = styled.li<{ $terminal: Terminal }>`
  ${linkedCard}
  display: flex;
  align-items: center;
  gap: var(--space-4);
  min-height: calc(${({ $terminal }) => PORTRAIT[$terminal]} + var(--space-4) * 2);
  padding: var(--space-4);

  > div {
    min-width: 0;
  }
  h2,
  h3 {
    ${clampLines(2)}
    margin: 0;
    font-size: var(--font-size-lg);
    line-height: 1.35;
  }
  ${roleLines}
  p {
    ${clampLines(1)}
    font-size: var(--font-size-sm);
    line-height: 1.45;
  }
`;

const Placeholder = styled(Card)`
  border-color: transparent;
  background: var(--color-surface);
`;
