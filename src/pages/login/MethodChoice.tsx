import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { FormMethod } from './paths';
import { LOGIN_NS } from './texts';

/**
 * The choice of sign-in method as a radio group: arrow keys move between methods, and a
 * screen reader hears how many there are and which is chosen.
 */
export function MethodChoice({ methods, value, onChange }: { methods: readonly FormMethod[]; value: FormMethod; onChange: (method: FormMethod) => void }) {
  const { t } = useTranslation(LOGIN_NS);
  return (
    <Group>
      <legend>{t('signInWith')}</legend>
      {methods.map((method) => (
        <label key={method}>
          <input type="radio" name="login-method" value={method} checked={method === value} onChange={() => onChange(method)} />
          <span>{t(`method.${method}`)}</span>
        </label>
      ))}
    </Group>
  );
}

const Group = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: var(--space-2);
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: var(--space-2);
    padding: 0;
    font-weight: 600;
  }
  label {
    position: relative;
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: var(--touch-target);
    padding: 0 var(--space-3);
    border: 1px solid var(--color-border);
    border-radius: var(--radius-pill);
    text-align: center;
    cursor: pointer;
  }
  input {
    position: absolute;
    inset: 0;
    opacity: 0;
    margin: 0;
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: var(--color-primary);
    background: var(--color-primary-tint);
    color: var(--color-primary-text);
    font-weight: 600;
  }
  label:has(input:focus-visible) {
    outline: 3px solid var(--color-primary);
    outline-offset: 2px;
  }
`;
