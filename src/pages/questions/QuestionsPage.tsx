import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { formatNumber } from '../../i18n/format';
import { EmptyState } from '../../modules/shared/EmptyState';
import { LoadFailed } from '../../modules/shared/LoadFailed';
import { useAnchor } from '../shared/useAnchor';
import { SearchStatus } from '../shared/SearchForm';
import { SearchPage } from '../shared/SearchPage';
import { QuestionGroups } from './QuestionGroups';
import { filterQuestions, questionCount, questionElementId } from './shownQuestions';
import { QUESTIONS_NS } from './texts';
import { useQuestions } from './useQuestions';

/**
 * subPages/qa/index (spec section 2): the event's questions by group, each answer behind its
 * question; `keywords` in the address narrows them, and `id` opens one answer, scrolled to and
 * focused, which is the address each answer's copy link gives.
 */
export default function QuestionsPage() {
  return <SearchPage ns={QUESTIONS_NS} param="keywords" results={(keywords) => <Results keywords={keywords} />} />;
}

/** Grey rows the height of closed questions while the list loads. */
const PLACEHOLDERS = 6;

/** The count (a polite status), then the groups, the spec's 'no data', or the error with a retry. */
function Results({ keywords }: { keywords: string }) {
  const { t } = useTranslation(QUESTIONS_NS);
  const [params] = useSearchParams();
  const openId = params.get('id');
  const questions = useQuestions();
  const found = useMemo(() => questions.groups && filterQuestions(questions.groups, keywords), [questions.groups, keywords]);
  // An id the event does not hold opens nothing: the list is shown as it is.
  useAnchor(openId ? questionElementId(openId) : null, found !== null, () => {});

  if (questions.status === 'error') {
    return (
      <>
        <SearchStatus />
        <LoadFailed error={questions.error} onRetry={questions.retry} />
      </>
    );
  }
  if (!found) {
    return (
      <>
        <SearchStatus>{t('loading')}</SearchStatus>
        <Placeholders aria-busy="true">
          {Array.from({ length: PLACEHOLDERS }, (_, index) => (
            <div key={index} className="module-skeleton" />
          ))}
        </Placeholders>
      </>
    );
  }
  const count = formatNumber(questionCount(found));
  return (
    <>
      <SearchStatus>{keywords ? t('found', { number: count }) : t('count', { number: count })}</SearchStatus>
      {found.length === 0 ? <EmptyState /> : <QuestionGroups groups={found} openId={openId} />}
    </>
  );
}

const Placeholders = styled.div`
  display: grid;
  gap: var(--space-3);

  .module-skeleton {
    min-height: var(--touch-target);
  }
`;
