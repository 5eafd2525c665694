import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PageSummary } from '../bundles';
import { valueAt, type FieldPath } from '../fieldPath';
import { WORKBENCH_NS } from '../texts';
import { Segmented } from '../ui/Segmented';
import { FieldControl } from './FieldControl';
import { moduleSettings, pathKey, refusals, type CommonSection, type Refusal } from './moduleSettings';
import { SettingsContext, type SettingsScope } from './settingsContext';
import { Tool } from './style';

interface Props {
  moduleKey: string;
  moduleType: string;
  /** The module's wire object as the draft has it. */
  module: Record<string, unknown>;
  pages: readonly PageSummary[];
  onWrite: (path: FieldPath, value: unknown) => void;
  onDuplicate: () => void;
  onDelete: () => void;
}

const SECTION_ORDER: readonly CommonSection[] = ['title', 'moreButton', 'style', 'access'];

/**
 * The selected module's settings, generated from the schema the renderer parses it with: its own
 * settings (for the desktop, and for the phone when it stands on its own), then the common ones.
 * Every value is written into the draft as typed; what the renderer would refuse is said at its field.
 */
export function SettingsPanel({ moduleKey, moduleType, module, pages, onWrite, onDuplicate, onDelete }: Props) {
  const { t, i18n } = useTranslation(WORKBENCH_NS);
  const settings = moduleSettings(moduleType);
  const [terminal, setTerminal] = useState<'config' | 'mobileConfig'>('config');
  const refused = useMemo(() => refusals(moduleType, module), [moduleType, module]);
  const scope = useMemo<SettingsScope>(() => {
    const byPath = new Map<string, Refusal[]>();
    for (const refusal of refused) byPath.set(pathKey(refusal.path), [...(byPath.get(pathKey(refusal.path)) ?? []), refusal]);
    return { module, write: onWrite, refusalsAt: (path) => byPath.get(pathKey(path)) ?? [], words: i18n.language.startsWith('zh') ? 'zh' : 'en', pages };
  }, [module, onWrite, refused, i18n.language, pages]);

  const title = valueAt(module, ['moduleTitle', 'title']);
  const phoneOwn = valueAt(module, ['mobileSetting', 'isSync']) === false || valueAt(module, ['mobileSetting', 'isSync']) === 0;
  const editing = phoneOwn ? terminal : 'config';
  const followDesktop = (own: boolean) => {
    // The phone starts from the desktop's settings, so switching it to its own changes nothing yet.
    if (own && valueAt(module, ['mobileConfig']) == null) onWrite(['mobileConfig'], structuredClone(valueAt(module, ['config'])));
    onWrite(['mobileSetting', 'isSync'], !own);
  };

  return (
    <SettingsContext.Provider value={scope}>
      <Panel aria-labelledby="settings-heading" data-settings-for={moduleKey}>
        <header>
          <div>
            <h2 id="settings-heading">{typeof title === 'string' && title ? title : t(`type_${moduleType}`, { defaultValue: moduleType })}</h2>
            <p className="meta">
              {t(`type_${moduleType}`, { defaultValue: moduleType })} · {moduleKey}
            </p>
          </div>
          <Tool type="button" onClick={onDuplicate} aria-keyshortcuts="Control+D Meta+D">
            {t('duplicate')}
          </Tool>
          <Tool type="button" onClick={onDelete} aria-keyshortcuts="Delete">
            {t('delete')}
          </Tool>
        </header>
        <p className="verdict" role="status" data-refused={refused.length > 0 || undefined}>
          {refused.length === 0 ? t('settingsAccepted') : t('settingsRefused', { count: refused.length })}
        </p>
        {!settings ? (
          <p role="note">{t('unknownType', { type: moduleType })}</p>
        ) : (
          <>
            <Section open>
              <summary>{t('section_content')}</summary>
              <div className="fields">
                <div className="phone">
                  <span className="label" id="phone-label">
                    {t('phoneFollows')}
                  </span>
                  <Segmented
                    label={t('phoneFollows')}
                    labelledBy="phone-label"
                    options={[
                      { value: 'follow', label: t('phone_follow') },
                      { value: 'own', label: t('phone_own') },
                    ]}
                    value={phoneOwn ? 'own' : 'follow'}
                    onChange={(choice) => followDesktop(choice === 'own')}
                  />
                </div>
                {phoneOwn && (
                  <Segmented
                    label={t('editingFor')}
                    options={[
                      { value: 'config', label: t('terminal_pc') },
                      { value: 'mobileConfig', label: t('terminal_mobile') },
                    ]}
                    value={editing}
                    onChange={setTerminal}
                  />
                )}
                {settings.config.map((field) => (
                  <FieldControl key={`${editing}.${field.key}`} field={field} at={[editing]} />
                ))}
              </div>
            </Section>
            {SECTION_ORDER.map((section) => (
              <Section key={section} open={section === 'title'}>
                <summary>{t(`section_${section}`)}</summary>
                <div className="fields">
                  {settings.common[section].map((field) => (
                    <FieldControl key={field.key} field={field} at={[]} />
                  ))}
                </div>
              </Section>
            ))}
          </>
        )}
      </Panel>
    </SettingsContext.Provider>
  );
}


const Panel = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: var(--space-3);
  align-content: start;
  header {
    display: flex;
    gap: var(--space-2);
    align-items: start;
  }
  header > div {
    flex: 1;
    min-width: 0;
  }
  h2 {
    margin: 0;
    font-size: 16px;
    overflow-wrap: anywhere;
  }
  .meta {
    margin: 2px 0 0;
    font-size: 12px;
    color: var(--color-text-muted);
  }
  .verdict {
    margin: 0;
    padding: var(--space-1) var(--space-2);
    border-radius: var(--radius-sm);
    background: var(--color-primary-tint);
    font-size: 13px;
  }
  .verdict[data-refused] {
    background: var(--color-danger-tint);
    color: var(--color-danger);
    font-weight: 600;
  }
  .phone {
    display: grid;
    gap: var(--space-1);
  }
  .phone .label {
    font-size: 13px;
    font-weight: 600;
  }
`;

const Section = styled.details`
  border-top: 1px solid var(--color-border);
  padding-top: var(--space-2);
  summary {
    min-height: 32px;
    display: flex;
    align-items: center;
    font-weight: 600;
    font-size: 14px;
    cursor: pointer;
  }
  summary:focus-visible {
    outline: 2px solid var(--color-primary);
    outline-offset: 2px;
  }
  .fields {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: var(--space-3);
    padding: var(--space-2) 0;
  }
`;
