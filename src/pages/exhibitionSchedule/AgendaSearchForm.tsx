import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formControl } from '../../theme/mixins';
import { AGENDA_PAGES_NS } from './texts';

interface Props {
  text: string;
  /** Each change of the field: the results follow at once. */
  onType: (text: string) => void;
  /** Enter, or the field losing focus: the address takes the keyword now. */
  onCommit: (text: string) => void;
}

/**
 * The search landmark: one labelled field that filters as the visitor types. The entries are
 * already in the browser (the organiser's agenda), so there is nothing to send and no button.
 */
export function AgendaSearchForm({ text, onType, onCommit }: Props) {
  const { t } = useTranslation(AGENDA_PAGES_NS);
  const inputId = useId();
  return (
    <Form
      role="search"
      aria-label={t('search.landmark')}
      onSubmit={(event) => {
        event.preventDefault();
        onCommit(text);
      }}
    >
      <label htmlFor={inputId}>{t('search.label')}</label>
      <input
        id={inputId}
        type="search"
        name="keyword"
        value={text}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => onType(event.target.value)}
        onBlur={() => onCommit(text)}
      />
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: var(--space-2);
  max-width: calc(var(--space-11) * 10);

  label {
    font-weight: 600;
  }
  input {
    ${formControl}
    min-width: 0;
  }
`;
