import { useId, useState } from 'react';
import styled from 'styled-components';
import { formControl, pillButton } from '../../theme/mixins';

interface Props {
  /** The address's keyword: the field shows it again when it changes (a search, Back). */
  keyword: string;
  onSearch: (keyword: string) => void;
  /** The landmark's name, the field's label and the button's text, in the page's words. */
  texts: { landmark: string; label: string; submit: string };
}

/** A search landmark: one labelled field, sent by Enter or the button. */
export function SearchForm({ keyword, onSearch, texts }: Props) {
  const inputId = useId();
  // What the visitor types; when the address's keyword changes (a search, Back), that keyword.
  const [text, setText] = useState(keyword);
  const [shownFor, setShownFor] = useState(keyword);
  if (shownFor !== keyword) {
    setShownFor(keyword);
    setText(keyword);
  }
  return (
    <Form
      role="search"
      aria-label={texts.landmark}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <label htmlFor={inputId}>{texts.label}</label>
      <div>
        <input
          id={inputId}
          type="search"
          name="keyword"
          value={text}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit">{texts.submit}</button>
      </div>
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
  > div {
    display: flex;
    gap: var(--space-3);
  }
  input {
    ${formControl}
    flex: 1;
    min-width: 0;
  }
  button {
    ${pillButton}
  }
`;

/** A search's count (a polite status): one line kept from the start, so nothing moves when it arrives. */
export const SearchStatus = styled.p.attrs({ role: 'status' })`
  min-height: calc(var(--font-size-sm) * 1.6);
  margin: var(--space-5) 0 var(--space-3);
  font-size: var(--font-size-sm);
  line-height: 1.6;
  color: var(--color-text-muted);
`;

/** What a search page says before the first search: what it looks through. */
export const SearchHint = styled.p`
  margin: 0;
  color: var(--color-text-muted);
`;
