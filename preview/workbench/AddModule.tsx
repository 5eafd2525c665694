import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { moduleSchemas, type ModuleType } from '../../schemas/modules';
import { WORKBENCH_NS } from './texts';

const TYPES = Object.keys(moduleSchemas) as ModuleType[];

/** Adds a module of any type the renderer knows, starting from its definition's example in the site's language. */
export function AddModule({ onAdd }: { onAdd: (type: ModuleType) => void }) {
  const { t } = useTranslation(WORKBENCH_NS);
  return (
    <Add>
      <span className="visually-hidden" id="add-module-label">
        {t('addModule')}
      </span>
      <select
        aria-labelledby="add-module-label"
        value=""
        onChange={(event) => {
          if (event.target.value) onAdd(event.target.value as ModuleType);
        }}
      >
        <option value="">{t('addModuleChoose')}</option>
        {TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`type_${type}`)}
          </option>
        ))}
      </select>
    </Add>
  );
}

const Add = styled.div`
  margin-top: var(--space-2);
  select {
    width: 100%;
    min-height: 36px;
    padding: 0 var(--space-2);
    border: 1px dashed var(--color-primary);
    border-radius: var(--radius-md);
    background: var(--color-bg);
    color: var(--color-primary-text);
    font: inherit;
    font-size: 14px;
    font-weight: 600;
    cursor: pointer;
  }
  select:focus-visible {
    outline: 2px solid var(--color-primary);
    outline-offset: 1px;
  }
`;
