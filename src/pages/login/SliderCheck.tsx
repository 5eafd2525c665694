import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LabelledControl } from './Field';
import { LOGIN_NS } from './texts';

/** The slider's end: the only position that counts as solved. */
export const SLIDER_END = 100;

/**
 * The slide-to-verify control of slider login: a native range input, so pointer, touch and
 * keyboard (arrows, Page Up/Down, Home/End) all work and assistive technology announces it.
 * Its value is sent as sliderValidationParameter.
 */
export function SliderCheck({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  const { t } = useTranslation(LOGIN_NS);
  const id = useId();
  const solved = value >= SLIDER_END;
  return (
    <Box>
      <label htmlFor={id}>{t('slider.label')}</label>
      <Track $solved={solved} style={{ '--fill': `${value}%` } as React.CSSProperties}>
        <input
          id={id}
          type="range"
          min={0}
          max={SLIDER_END}
          step={1}
          value={value}
          aria-describedby={`${id}-hint`}
          aria-valuetext={solved ? t('slider.done') : `${value}%`}
          onChange={(event) => onChange(Number(event.target.value))}
        />
      </Track>
      <small id={`${id}-hint`} aria-live="polite">
        {solved ? t('slider.done') : t('slider.hint')}
      </small>
    </Box>
  );
}

const Box = styled(LabelledControl)`
  small {
    color: var(--color-text-muted);
  }
`;

const Track = styled.div<{ $solved: boolean }>`
  border-radius: var(--radius-pill);
  background: linear-gradient(
    to right,
    ${({ $solved }) => ($solved ? 'var(--color-success)' : 'var(--color-primary-tint)')} var(--fill),
    var(--color-bg) var(--fill)
  );
  border: 1px solid var(--color-border);

  input {
    display: block;
    width: 100%;
    min-height: var(--touch-target);
    margin: 0;
    background: transparent;
    cursor: grab;
    accent-color: var(--color-primary);
  }
  input:focus-visible {
    outline: 2px solid var(--color-primary);
    outline-offset: 2px;
    border-radius: var(--radius-pill);
  }
`;
