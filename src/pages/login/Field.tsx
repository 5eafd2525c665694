import { useId, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { formControl } from '../../theme/mixins';

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange'> & {
  label: string;
  onValue: (value: string) => void;
};

/** A labelled text input at touch size; the label is a real <label>, so tapping it focuses the input. */
export function Field({ label, onValue, ...input }: FieldProps) {
  const id = useId();
  return (
    <Box>
      <label htmlFor={id}>{label}</label>
      <input id={id} {...input} onChange={(event) => onValue(event.target.value)} />
    </Box>
  );
}

/** A control with its label above it. */
export const LabelledControl = styled.div`
  display: grid;
  gap: var(--space-1);

  label {
    font-weight: 600;
  }
`;

const Box = styled(LabelledControl)`
  input {
    ${formControl}
  }
  input[aria-invalid='true'] {
    border-color: var(--color-danger);
  }
`;
