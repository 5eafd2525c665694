import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { valueAt, type FieldPath } from '../fieldPath';
import { WORKBENCH_NS } from '../texts';
import type { Field } from './describe';
import { issueWords } from './issueWords';
import { LinkControl } from './LinkControl';
import { ListControl } from './ListControl';
import { isSegmented, ScalarControl } from './ScalarControl';
import { useSettings } from './settingsContext';
import { FieldBox, Help, Refused } from './style';

/** What a control gets: its field, where its value sits in the module, the ids that tie label, help and error to it. */
export interface ControlProps {
  field: Field;
  path: FieldPath;
  value: unknown;
  inputId: string;
  describedBy: string;
  invalid: boolean;
}

/** One setting: its label, its control, its help, and the renderer's refusal of its value in an organiser's words. */
export function FieldControl({ field, at }: { field: Field; at: FieldPath }) {
  const { t } = useTranslation(WORKBENCH_NS);
  const { module, refusalsAt, words } = useSettings();
  const id = useId();
  const path = [...at, ...field.path];
  const value = valueAt(module, path);
  const refused = refusalsAt(path);
  const [label, help] = field.declaration?.[words] ?? [field.key, ''];
  const props: ControlProps = { field, path, value, inputId: `${id}-input`, describedBy: `${id}-help ${id}-refused`, invalid: refused.length > 0 };

  if (field.kind === 'group') {
    return (
      <FieldBox as="fieldset" data-field={path.join('.')}>
        <legend>{label}</legend>
        {help && <Help id={`${id}-help`}>{help}</Help>}
        {field.fields.map((inner) => (
          <FieldControl key={inner.key} field={inner} at={path} />
        ))}
      </FieldBox>
    );
  }
  const control =
    field.kind === 'list' ? <ListControl {...props} label={label} /> : field.kind === 'link' ? <LinkControl {...props} label={label} /> : <ScalarControl {...props} />;
  // Controls made of several inputs are labelled as a group (by the span's id); one input by its label element.
  const labelled = field.kind === 'list' || field.kind === 'link' || isSegmented(field, words);
  return (
    <FieldBox data-field={path.join('.')} data-invalid={refused.length > 0 || undefined}>
      {labelled ? (
        <span className="label" id={`${id}-label`}>
          {label}
        </span>
      ) : (
        <label className="label" htmlFor={props.inputId} id={`${id}-label`}>
          {label}
        </label>
      )}
      {control}
      {help && <Help id={`${id}-help`}>{help}</Help>}
      <Refused id={`${id}-refused`} aria-live="polite">
        {refused.map((refusal) => issueWords(refusal, field, valueAt(module, refusal.path as FieldPath), t)).join(' ')}
      </Refused>
    </FieldBox>
  );
}
