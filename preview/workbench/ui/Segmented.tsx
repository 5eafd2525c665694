import { useId } from 'react';
import { Segments } from '../settings/style';

interface Props<T extends string | number> {
  /** Names the group for assistive technology (the visible label is the caller's). */
  label: string;
  labelledBy?: string;
  options: readonly { value: T; label: string }[];
  value: T | null;
  onChange: (value: T) => void;
}

/** A choice among a few values as one row of segments (native radios, so arrows move the choice). */
export function Segmented<T extends string | number>({ label, labelledBy, options, value, onChange }: Props<T>) {
  const name = useId();
  return (
    <Segments role="radiogroup" aria-label={labelledBy ? undefined : label} aria-labelledby={labelledBy}>
      {options.map((option) => (
        <label key={String(option.value)}>
          <input type="radio" name={name} value={String(option.value)} checked={value === option.value} onChange={() => onChange(option.value)} />
          {option.label}
        </label>
      ))}
    </Segments>
  );
}
