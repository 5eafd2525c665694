import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { sanitizeHtml } from '../../../src/platform/sanitize';
import { WORKBENCH_NS } from '../texts';
import { Segmented } from '../ui/Segmented';
import type { Field } from './describe';
import type { ControlProps } from './FieldControl';
import { useSettings } from './settingsContext';
import { Help } from './style';

/** At most this many choices show side by side; more become a list. */
const SEGMENTS_AT_MOST = 4;
const HEX = /^#[0-9a-f]{6}$/i;

/** A choice's options as organisers read them. */
const optionsOf = (field: Field, words: 'en' | 'zh') =>
  field.kind === 'choice' ? field.options.map((option) => ({ value: option, label: field.declaration?.options?.[String(option)]?.[words] ?? String(option) })) : [];

/** A few short choices show side by side as segments (a group labelled by the field's label); more, or long ones, as a list. */
export const isSegmented = (field: Field, words: 'en' | 'zh') => {
  const options = optionsOf(field, words);
  return options.length > 0 && options.length <= SEGMENTS_AT_MOST && options.every((option) => option.label.length <= 16);
};

/** Empty input is "not set" where the field may be absent: the renderer then reads its default. */
const emptyAs = (props: ControlProps, typed: string) => (typed === '' && props.field.optional ? null : typed);

/** What a number field keeps of what was typed: the number, or the text as typed (the renderer's parse then refuses it, at the field). */
function typedNumber(props: ControlProps, typed: string): unknown {
  const trimmed = typed.trim();
  if (trimmed === '') return props.field.optional ? null : '';
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : typed;
}

const shown = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** The control of a field that holds one value: a text, a number, a switch, a choice, a colour, an address or a list of ids. */
export function ScalarControl(props: ControlProps) {
  const { t } = useTranslation(WORKBENCH_NS);
  const { write, words } = useSettings();
  const { field, path, value, inputId, describedBy, invalid } = props;
  const common = { id: inputId, 'aria-describedby': describedBy, 'aria-invalid': invalid || undefined };
  switch (field.kind) {
    case 'switch': {
      const on = value === undefined || value === null ? field.fallback === true : value === true || value === 1;
      return (
        <Switch type="button" role="switch" aria-checked={on} {...common} onClick={() => write(path, !on)}>
          <span aria-hidden="true" />
          {on ? t('on') : t('off')}
        </Switch>
      );
    }
    case 'choice': {
      const options = optionsOf(field, words);
      const current = value ?? field.fallback ?? null;
      if (isSegmented(field, words))
        return <Segmented label={field.key} labelledBy={inputId.replace(/-input$/, '-label')} options={options} value={current as string | number | null} onChange={(next) => write(path, next)} />;
      return (
        <select {...common} value={shown(current)} onChange={(event) => write(path, options.find((option) => String(option.value) === event.target.value)?.value ?? event.target.value)}>
          {!options.some((option) => String(option.value) === shown(current)) && <option value={shown(current)}>{shown(current) || t('notSet')}</option>}
          {options.map((option) => (
            <option key={String(option.value)} value={String(option.value)}>
              {option.label}
            </option>
          ))}
        </select>
      );
    }
    case 'number':
      return (
        <input
          {...common}
          inputMode={field.integer ? 'numeric' : 'decimal'}
          placeholder={field.fallback !== undefined ? String(field.fallback) : undefined}
          value={shown(value)}
          onChange={(event) => write(path, typedNumber(props, event.target.value))}
        />
      );
    case 'colour':
      return (
        <div className="row">
          <input type="color" aria-label={t('pickColour')} value={HEX.test(shown(value)) ? shown(value) : '#000000'} onChange={(event) => write(path, event.target.value)} />
          <input {...common} value={shown(value)} placeholder="#2061E6" onChange={(event) => write(path, emptyAs(props, event.target.value))} />
        </div>
      );
    case 'ids':
      return (
        <input
          {...common}
          value={Array.isArray(value) ? value.join(', ') : shown(value)}
          placeholder="101, 102"
          onChange={(event) => write(path, event.target.value.split(',').map((entry) => entry.trim()).filter(Boolean))}
        />
      );
    case 'file':
      return <FileControl {...props} />;
    case 'richText':
      return <RichText {...props} />;
    default:
      return field.declaration?.widget === 'multiline' ? (
        <textarea {...common} value={shown(value)} onChange={(event) => write(path, emptyAs(props, event.target.value))} />
      ) : (
        <input {...common} value={shown(value)} onChange={(event) => write(path, emptyAs(props, event.target.value))} />
      );
  }
}

/** A file's address, and for a picture the picture itself, so a wrong address shows at once. */
function FileControl(props: ControlProps) {
  const { t } = useTranslation(WORKBENCH_NS);
  const { write } = useSettings();
  const { field, path, value, inputId, describedBy, invalid } = props;
  const [failed, setFailed] = useState<string | null>(null);
  const address = shown(value);
  return (
    <div className="row">
      {field.kind === 'file' && field.picture && address && (
        <Thumb>{failed === address ? <span role="img" aria-label={t('pictureFailed')}>!</span> : <img src={address} alt="" onError={() => setFailed(address)} />}</Thumb>
      )}
      <input id={inputId} aria-describedby={describedBy} aria-invalid={invalid || undefined} value={address} placeholder="https://…" onChange={(event) => write(path, emptyAs(props, event.target.value))} />
      {failed === address && address && <Help>{t('pictureFailed')}</Help>}
    </div>
  );
}

/** Organiser HTML, edited as written; what the site's sanitiser would take out is said below it. */
function RichText(props: ControlProps) {
  const { t } = useTranslation(WORKBENCH_NS);
  const { write } = useSettings();
  const { path, value, inputId, describedBy, invalid } = props;
  const html = shown(value);
  const trimmed = html !== '' && sanitizeHtml(html) !== html && sanitizeHtml(html).replace(/\s/g, '') !== html.replace(/\s/g, '');
  return (
    <>
      <textarea className="code" id={inputId} aria-describedby={describedBy} aria-invalid={invalid || undefined} rows={8} value={html} onChange={(event) => write(path, event.target.value)} />
      {trimmed && <Help role="note">{t('sanitised')}</Help>}
    </>
  );
}

const Switch = styled.button`
  justify-self: start;
  display: inline-flex;
  align-items: center;
  gap: var(--space-2);
  min-height: 32px;
  padding: 0 var(--space-2) 0 0;
  border: 0;
  background: none;
  color: var(--color-text);
  font: inherit;
  font-size: 13px;
  cursor: pointer;
  span {
    position: relative;
    width: 36px;
    height: 20px;
    border-radius: 10px;
    background: var(--color-text-muted);
    transition: background 0.15s;
  }
  span::after {
    content: '';
    position: absolute;
    top: 2px;
    left: 2px;
    width: 16px;
    height: 16px;
    border-radius: 50%;
    background: var(--color-bg);
    transition: transform 0.15s;
  }
  &[aria-checked='true'] span {
    background: var(--color-primary);
  }
  &[aria-checked='true'] span::after {
    transform: translateX(16px);
  }
  @media (pointer: coarse) {
    min-height: 44px;
  }
  @media (prefers-reduced-motion: reduce) {
    span,
    span::after {
      transition: none;
    }
  }
`;

const Thumb = styled.span`
  display: grid;
  place-items: center;
  flex: none;
  width: 44px;
  height: 36px;
  overflow: hidden;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-sm);
  background: var(--color-surface);
  color: var(--color-danger);
  font-weight: 700;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;
