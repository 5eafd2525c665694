import { useId } from 'react';
import styled from 'styled-components';
import type { QuestionGroup } from '../../../schemas/content/questions';
import { QuestionItem } from './QuestionItem';

interface Props {
  groups: QuestionGroup[];
  /** The question the address opens. */
  openId: string | null;
}

/** Each group under its heading, its questions as a list of disclosures. */
export function QuestionGroups({ groups, openId }: Props) {
  return groups.map((group) => <Group key={group.id} group={group} openId={openId} />);
}

function Group({ group, openId }: { group: QuestionGroup; openId: string | null }) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{group.name}</h2>
      <ul>
        {group.questions.map((question) => (
          <li key={question.id}>
            <QuestionItem question={question} open={question.id === openId} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

const Section = styled.section`
  margin-top: var(--space-6);

  > h2 {
    margin: 0 0 var(--space-3);
    font-size: var(--font-size-xl);
    line-height: 1.3;
    overflow-wrap: anywhere;
  }
  > ul {
    display: grid;
    gap: var(--space-3);
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;
