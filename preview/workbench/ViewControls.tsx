import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Tool } from './settings/style';
import { DEMO_ACCOUNTS_SHOWN, type AccountChoice } from './signIn';
import { WORKBENCH_NS } from './texts';
import { controlLook } from './ui/controlStyle';
import { Segmented } from './ui/Segmented';
import { clampSize, SIZE_LIMITS, VIEWPORTS, ZOOM_LIMITS, type Viewport, type ViewportPreset, type Zoom } from './viewport';

export type Mode = 'live' | 'preview';
/** What the second view beside the first shows: nothing, the other terminal, the live page, or the same page in another language site. */
export type Split = 'off' | 'terminal' | 'live' | 'language';

interface Props {
  viewport: Viewport;
  onViewport: (viewport: Viewport) => void;
  zoom: Zoom;
  onZoom: (zoom: Zoom) => void;
  mode: Mode;
  onMode: (mode: Mode) => void;
  split: Split;
  onSplit: (split: Split) => void;
  /** The bundle's other language sites, for two languages side by side, and the one shown beside. */
  otherSites: readonly { id: string; language: string | null }[];
  otherSiteId: string | null;
  onOtherSite: (siteId: string) => void;
  account: AccountChoice;
  onAccount: (account: AccountChoice) => void;
  /** The draft's mock schedule data; null when the page has no schedule module. */
  mockSchedule: boolean | null;
  onMockSchedule: (mock: boolean) => void;
}

const PRESETS: readonly ViewportPreset[] = ['phone', 'tablet', 'desktop', 'custom'];
const ZOOM_STEPS = [25, 33, 50, 67, 75, 90, 100, 125, 150, 200];

/** The canvas's toolbar: the viewport, the zoom, draft or live, side by side, the visitor, mock programme data. */
export function ViewControls({ viewport, onViewport, zoom, onZoom, mode, onMode, split, onSplit, otherSites, otherSiteId, onOtherSite, account, onAccount, mockSchedule, onMockSchedule }: Props) {
  const { t } = useTranslation(WORKBENCH_NS);
  const choosePreset = (preset: ViewportPreset) => onViewport(preset === 'custom' ? { ...viewport, preset } : { preset, ...VIEWPORTS[preset] });
  const setSize = (side: 'width' | 'height', value: number) => {
    if (Number.isFinite(value)) onViewport({ ...viewport, preset: 'custom', [side]: clampSize(value) });
  };
  const current = zoom === 'fit' ? null : zoom;
  const stepZoom = (direction: 1 | -1) => {
    const from = current ?? 100;
    const next = direction > 0 ? ZOOM_STEPS.find((step) => step > from) : [...ZOOM_STEPS].reverse().find((step) => step < from);
    if (next) onZoom(next);
  };
  return (
    <Bar role="toolbar" aria-label={t('toolbar')}>
      <Segmented label={t('viewport')} options={PRESETS.map((preset) => ({ value: preset, label: t(`viewport_${preset}`) }))} value={viewport.preset} onChange={choosePreset} />
      {viewport.preset === 'custom' && (
        <span className="size">
          <label>
            <span className="visually-hidden">{t('width')}</span>
            <input type="number" min={SIZE_LIMITS.min} max={SIZE_LIMITS.max} value={viewport.width} onChange={(event) => setSize('width', event.target.valueAsNumber)} />
          </label>
          ×
          <label>
            <span className="visually-hidden">{t('height')}</span>
            <input type="number" min={SIZE_LIMITS.min} max={SIZE_LIMITS.max} value={viewport.height} onChange={(event) => setSize('height', event.target.valueAsNumber)} />
          </label>
        </span>
      )}
      <span className="zoom" role="group" aria-label={t('zoomGroup')}>
        <Tool type="button" aria-label={t('zoomOut')} disabled={current !== null && current <= ZOOM_LIMITS.min} onClick={() => stepZoom(-1)} aria-keyshortcuts="Control+-">
          −
        </Tool>
        <select aria-label={t('zoomLevel')} value={zoom === 'fit' ? 'fit' : String(zoom)} onChange={(event) => onZoom(event.target.value === 'fit' ? 'fit' : Number(event.target.value))}>
          <option value="fit">{t('zoomFit')}</option>
          {ZOOM_STEPS.map((step) => (
            <option key={step} value={step}>
              {step}%
            </option>
          ))}
        </select>
        <Tool type="button" aria-label={t('zoomIn')} disabled={current !== null && current >= ZOOM_LIMITS.max} onClick={() => stepZoom(1)} aria-keyshortcuts="Control+=">
          +
        </Tool>
      </span>
      <Segmented label={t('mode')} options={(['preview', 'live'] as const).map((choice) => ({ value: choice, label: t(`mode_${choice}`) }))} value={mode} onChange={onMode} />
      <label className="pick">
        <span>{t('split')}</span>
        <select value={split} onChange={(event) => onSplit(event.target.value as Split)}>
          {(['off', 'terminal', 'live', ...(otherSites.length > 0 ? (['language'] as const) : [])] as const).map((choice) => (
            <option key={choice} value={choice}>
              {t(`split_${choice}`)}
            </option>
          ))}
        </select>
      </label>
      {split === 'language' && (
        <label className="pick">
          <span className="visually-hidden">{t('splitLanguage')}</span>
          <select value={otherSiteId ?? ''} onChange={(event) => onOtherSite(event.target.value)}>
            {otherSites.map((site) => (
              <option key={site.id} value={site.id}>
                {site.language ?? site.id}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className="pick">
        <span>{t('account')}</span>
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
        <label className="pick">
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
  gap: var(--space-2) var(--space-3);
  align-items: center;
  padding: var(--space-2) var(--space-3);
  border-bottom: 1px solid var(--color-border);
  background: var(--color-bg);
  font-size: 13px;
  .size,
  .zoom,
  .pick {
    display: inline-flex;
    gap: var(--space-1);
    align-items: center;
  }
  .pick > span {
    color: var(--color-text-muted);
  }
  .pick select {
    max-width: 13em;
  }
  input[type='number'] {
    width: 5.5em;
    min-height: 32px;
  }
  select,
  input[type='number'] {
    ${controlLook}
    min-height: 32px;
    padding: 0 var(--space-1);
  }
`;
