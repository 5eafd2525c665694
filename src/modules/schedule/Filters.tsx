import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formControl } from '../../theme/mixins';
import type { ScheduleOption } from '../../../schemas/content/schedule';
import type { FilterValue } from './filterSessions';
import { NS } from './texts';

interface Props {
  types: ScheduleOption[];
  venues: ScheduleOption[];
  value: FilterValue;
  onChange: (value: FilterValue) => void;
  idPrefix: string;
}

/** Search words, session type and venue pickers; a picker with fewer than two choices would choose nothing. */
export function Filters({ types, venues, value, onChange, idPrefix }: Props) {
  const { t } = useTranslation(NS);
  return (
    <Box role="group" aria-label={t('filters')}>
      <label htmlFor={`${idPrefix}-search`}>
        <span>{t('search.label')}</span>
        <SearchBox id={`${idPrefix}-search`} keyword={value.keyword} placeholder={t('search.placeholder')} onChange={(keyword) => onChange({ ...value, keyword })} />
      </label>
      <Picker id={`${idPrefix}-type`} label={t('type')} all={t('allTypes')} options={types} value={value.typeId} onChange={(typeId) => onChange({ ...value, typeId })} />
      <Picker id={`${idPrefix}-venue`} label={t('venue')} all={t('allVenues')} options={venues} value={value.venueId} onChange={(venueId) => onChange({ ...value, venueId })} />
    </Box>
  );
}

interface SearchBoxProps {
  id: string;
  keyword: string;
  placeholder: string;
  onChange: (keyword: string) => void;
}

/**
 * The search words as typed. The words live in the address on the programme's page, and the
 * router renders an address in a transition: an input showing the address's words would show
 * an older address between two keys, and the next key would be typed into it (a visitor typing
 * "pitch" got "pch", in every engine). So the box keeps what was typed, and takes the words
 * from outside only when they are not its own on their way (Back, a shared link).
 */
function SearchBox({ id, keyword, placeholder, onChange }: SearchBoxProps) {
  const [text, setText] = useState(keyword);
  const [arrived, setArrived] = useState(keyword);
  const [onTheirWay, setOnTheirWay] = useState<readonly string[]>([]);
  if (keyword !== arrived) {
    setArrived(keyword);
    const ours = onTheirWay.indexOf(keyword);
    if (ours === -1) setText(keyword);
    setOnTheirWay(onTheirWay.slice(ours + 1));
  }
  return (
    <input
      id={id}
      type="search"
      value={text}
      placeholder={placeholder}
      autoComplete="off"
      onChange={(event) => {
        setText(event.target.value);
        setOnTheirWay([...onTheirWay, event.target.value]);
        onChange(event.target.value);
      }}
    />
  );
}

interface PickerProps {
  id: string;
  label: string;
  all: string;
  options: ScheduleOption[];
  value: string;
  onChange: (id: string) => void;
}

/** One labelled select whose empty value means "all". */
function Picker({ id, label, all, options, value, onChange }: PickerProps) {
  if (options.length < 2) return null;
  return (
    <label htmlFor={id}>
      <span>{label}</span>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
    </label>
  );
}

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-3);

  label {
    display: grid;
    flex: 1 1 calc(var(--space-11) * 2);
    min-width: 0;
    gap: var(--space-1);
    font-size: var(--font-size-xs);
    color: var(--color-text-muted);
  }
  select,
  input {
    width: 100%;
    min-width: calc(var(--space-11) * 2);
    ${formControl}
    font-size: var(--font-size-sm);
  }
`;
