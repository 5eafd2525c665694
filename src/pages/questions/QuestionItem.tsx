import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useHref } from 'react-router-dom';
import styled from 'styled-components';
import type { Question } from '../../../schemas/content/questions';
import { copyAndTell } from '../../platform/clipboard';
import { sanitizeHtml } from '../../platform/sanitize';
import { ROUTES } from '../../site/routes';
import { useAppHref } from '../../site/siteParams';
import { outlineButton } from '../../theme/mixins';
import { questionElementId } from './shownQuestions';
import { QUESTIONS_NS } from './texts';

/**
 * One question as a disclosure: the question opens its answer (organiser HTML, sanitised) and
 * a copy of the answer's own address. Open at first when the address names it.
 */
export function QuestionItem({ question, open }: { question: Question; open: boolean }) {
  const { t } = useTranslation(QUESTIONS_NS);
  const href = useAppHref();
  const path = useHref(href(ROUTES.questions, { id: question.id }));
  const html = useMemo(() => sanitizeHtml(question.answer ?? ''), [question.answer]);
  return (
    <Disclosure id={questionElementId(question.id)} open={open}>
      <summary>{question.question}</summary>
      <div className="answer" dangerouslySetInnerHTML={{ __html: html }} />
      {/* Minimal on purpose: a share sheet may take its place. */}
      <button type="button" aria-label={t('copyLinkTo', { question: question.question })} onClick={() => void copyAndTell(new URL(path, location.href).href)}>
        {t('copyLink')}
      </button>
    </Disclosure>
  );
}

const Disclosure = styled.details`
  /* An answer opened by its address comes to rest below the sticky bar. */
  scroll-margin-top: calc(var(--nav-offset, 0px) + var(--space-4));
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
  background: var(--color-bg);

  &:focus-visible {
    outline: 2px solid var(--color-primary);
    outline-offset: 2px;
  }
  > summary {
    min-height: var(--touch-target);
    padding: var(--space-3) var(--space-4);
    font-weight: 600;
    line-height: 1.5;
    overflow-wrap: anywhere;
    cursor: pointer;
  }
  > .answer {
    max-width: var(--measure);
    padding: 0 var(--space-4);
    line-height: 1.7;
  }
  &:lang(zh-CN) > .answer,
  &:lang(zh-HK) > .answer {
    max-width: var(--measure-cjk);
  }
  > button {
    ${outlineButton}
    margin: var(--space-3) var(--space-4) var(--space-4);
    font-size: var(--font-size-sm);
  }
`;
