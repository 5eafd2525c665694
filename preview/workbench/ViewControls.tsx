import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DEMO_ACCOUNTS_SHOWN, type AccountChoice } from './signIn';
import { WORKBENCH_NS } from './texts';
import { clampSize, SIZE_LIMITS, VIEWPORTS, type Viewport, type ViewportPreset } from './viewport';

export type Mode = 'live' | 'preview';

interface Props {
  viewport: Viewport;
  onViewport: (viewport: Viewport) => void;
  mode: Mode;
  onMode: (mode: Mode) => void;
  account: AccountChoice;
  onAccount: (account: AccountChoice) => void;
  /** The draft's mock schedule data; null when the page has no schedule module. */
  mockSchedule: boolean | null;
  onMockSchedule: (mock: boolean) => void;
}

const PRESETS: readonly ViewportPreset[] = ['phone', 'tablet', 'desktop', 'custom'];

/** How the page is looked at: the viewport, live or preview, signed out or as a demo account, mock programme data. */
export function ViewControls({ viewport, onViewport, mode, onMode, account, onAccount, mockSchedule, onMockSchedule }: Props) {
  const { t } = useTranslation(WORKBENCH_NS);
  const choosePreset = (preset: ViewportPreset) => onViewport(preset === 'custom' ? { ...viewport, preset } : { preset, ...VIEWPORTS[preset] });
  const setSize = (side: 'width' | 'height', value: number) => {
    if (Number.isFinite(value)) onViewport({ ...viewport, preset: 'custom', [side]: clampSize(value) });
  };
  return (
    <Bar>
      <fieldset>
        <legend>{t('viewport')}</legend>
        {PRESETS.map((preset) => (
          <label key={preset}>
            <input type="radio" name="viewport" value={preset} checked={viewport.preset === preset} onChange={() => choosePreset(preset)} />
            {t(`viewport_${preset}`)}
          </label>
        ))}
        {viewport.preset === 'custom' && (
          <>
            <label>
              {t('width')}
              <input type="number" min={SIZE_LIMITS.min} max={SIZE_LIMITS.max} value={viewport.width} onChange={(event) => setSize('width', event.target.valueAsNumber)} />
            </label>
            <label>
              {t('height')}
              <input type="number" min={SIZE_LIMITS.min} max={SIZE_LIMITS.max} value={viewport.height} onChange={(event) => setSize('height', event.target.valueAsNumber)} />
            </label>
          </>
        )}
      </fieldset>
      <fieldset>
        <legend>{t('mode')}</legend>
        {(['preview', 'live'] as const).map((choice) => (
          <label key={choice}>
            <input type="radio" name="mode" value={choice} checked={mode === choice} onChange={() => onMode(choice)} />
            {t(`mode_${choice}`)}
          </label>
        ))}
      </fieldset>
      <label className="stacked">
        {t('account')}
        <select value={account} onChange={(event) => onAccount(event.target.value as AccountChoice)}>
          <option value="none">{t('account_none')}</option>
          {DEMO_ACCOUNTS_SHOWN.map((name) => (
            <option key={name} value={name}>
              {t(`account_${name}`)}
            </option>
          ))}
        </select>
      </label>
      {mockSchedule !== null && (
        <label>
          <input type="checkbox" checked={mockSchedule} onChange={(event) => onMockSchedule(event.target.checked)} />
          {t('mockSchedule')}
        </label>
      )}
    </Bar>
  );
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2) var(--space-4);
  align-items: end;
  fieldset {
    display: flex;
    flex-wrap: wrap;
    gap: var(--space-1) var(--space-3);
    margin: 0;
    padding: var(--space-1) var(--space-2);
    border: 1px solid var(--color-border);
    border-radius: var(--radius-sm);
  }
  legend {
    font-weight: 600;
    font-size: 14px;
  }
  label {
    display: inline-flex;
    gap: var(--space-1);
    align-items: center;
    min-height: 32px;
  }
  label.stacked {
    flex-direction: column;
    align-items: start;
  }
  input[type='number'] {
    width: 6em;
    min-height: 32px;
  }
  select {
    min-height: 36px;
  }
`;
