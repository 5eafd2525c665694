import kitchenSink from '../../fixtures/kitchen-sink/Page/Detail/910101.json' with { type: 'json' };
import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import englishTexts from '../../preview/workbench/locales/en-US.json' with { type: 'json' };
import { withValueAt, type FieldPath } from '../../preview/workbench/fieldPath';
import { everyField, type Field } from '../../preview/workbench/settings/describe';
import { issueWords } from '../../preview/workbench/settings/issueWords';
import { moduleSettings, refusals } from '../../preview/workbench/settings/moduleSettings';

const NS: string = 'workbench';
let t: TFunction;
const english = englishTexts as Record<string, string>;

beforeAll(async () => {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: 'en-US', fallbackLng: false, ns: [NS], defaultNS: NS, resources: { 'en-US': { [NS]: englishTexts } }, interpolation: { escapeValue: false } });
  t = i18n.getFixedT('en-US', NS);
});

const KITCHEN = kitchenSink.returnObj;
/** The kitchen sink's module of this type (valid as recorded), as the pc terminal has it. */
const recorded = (type: string) => structuredClone(KITCHEN[0]!.modules.find((module) => module.moduleType === type)!) as Record<string, unknown>;

/** A field as the settings panel finds it: in the type's own settings (under config), or in the common ones. */
function fieldAt(type: string, path: FieldPath): Field {
  const settings = moduleSettings(type)!;
  const [top, ...rest] = path;
  const fields = top === 'config' || top === 'mobileConfig' ? settings.config : Object.values(settings.common).flat();
  const where = (top === 'config' || top === 'mobileConfig' ? rest : path).map((key) => (typeof key === 'number' ? '[]' : String(key))).join('.').replace(/\.\[\]/g, '[]');
  const found = [...everyField(fields)].find((entry) => entry.where === where);
  if (!found) throw new Error(`no field of ${type} at ${where}`);
  return found.field;
}

/**
 * What an organiser reads after writing `value` at `path` of the recorded module of `type`: the
 * renderer's one refusal there, through issueWords with the field the panel shows at that place.
 * `field: null` asks for the words where no setting sits.
 */
function wordsFor(type: string, path: FieldPath, value: unknown, options: { field?: null } = {}): string {
  const module = withValueAt(recorded(type), path, value);
  const refused = refusals(type, module);
  expect(refused.map((refusal) => refusal.path)).toEqual([path]);
  const field = options.field === null ? null : fieldAt(type, path);
  return issueWords(refused[0]!, field, value, t);
}

describe('the organiser’s words for a refused value', () => {
  it('starts from modules the renderer takes as recorded', () => {
    for (const type of ['timer', 'imageText', 'banner', 'exhibitionSchedule', 'news', 'registration', 'floatWindow']) expect(refusals(type, recorded(type))).toEqual([]);
  });

  it('says the form a text should have, with an example, instead of the schema’s rule', () => {
    const dateTime = wordsFor('timer', ['config', 'endTime'], 'next Tuesday');
    expect(dateTime).toBe(english.form_dateTime);
    expect(dateTime).toContain('2026-10-22 09:00:00');
    expect(wordsFor('exhibitionSchedule', ['config', 'items', 0, 'date'], '22/10/2026')).toBe(english.form_date);
    expect(wordsFor('news', ['config', 'items', 0, 'publishTime'], 'last week')).toBe(english.form_date);
    expect(wordsFor('exhibitionSchedule', ['config', 'items', 0, 'beginTime'], '10am')).toBe(english.form_time);
    expect(wordsFor('registration', ['config', 'registrationUrl'], 'http://register.example.org/')).toBe(english.form_https);
    expect(wordsFor('imageText', ['moduleTitle', 'style', 'color'], 'blueish')).toBe(english.form_colour);
    expect(wordsFor('timer', ['publicStyleConfiguration', 'backgroundColor'], 'red')).toBe(english.form_colour);
    expect(wordsFor('banner', ['config', 'link', 'externalUrl'], 'javascript:alert(1)', { field: null })).toBe(english.form_url);
    expect(wordsFor('banner', ['config', 'link', 'route'], 'pages/speaker', { field: null })).toBe(english.form_route);
    for (const words of [dateTime, english.form_colour, english.form_url]) expect(words).not.toMatch(/Expected|YYYY/);
  });

  it('gives a number’s bounds where the field has them', () => {
    expect(wordsFor('imageText', ['config', 'columns'], 9)).toBe('Write a number from 1 to 6.');
    expect(wordsFor('imageText', ['config', 'columns'], 0)).toBe('Write a number from 1 to 6.');
    expect(wordsFor('imageText', ['config', 'columns'], 2.5)).toBe('Write a number from 1 to 6.');
    expect(wordsFor('timer', ['config', 'timeZoneOffset'], 20)).toBe('Write a number from -12 to 14.');
    expect(wordsFor('floatWindow', ['config', 'width'], 'wide')).toBe('Write a number from 60 to 400.');
    expect(wordsFor('timer', ['publicStyleConfiguration', 'transparency'], 300)).toBe('Write a number from 0 to 100.');
    expect(wordsFor('banner', ['config', 'hotZones', 0, 'x'], 140)).toBe('Write a number from 0 to 100.');
    // A field with no bounds: an example of a number.
    expect(wordsFor('imageText', ['moduleTitle', 'titleHeight'], 'tall')).toBe(english.issue_number);
    // A cleared number the renderer has a default for is not "needed": its bounds are what to write.
    expect(wordsFor('imageText', ['config', 'columns'], '')).toBe('Write a number from 1 to 6.');
  });

  it('says a value is needed where a required field is empty: a text or a number', () => {
    expect(wordsFor('imageText', ['config', 'items', 0, 'title'], undefined)).toBe(english.issue_needed);
    expect(wordsFor('imageText', ['config', 'items', 0, 'title'], null)).toBe(english.issue_needed);
    expect(wordsFor('timer', ['config', 'endTime'], '')).toBe(english.form_dateTime);
    expect(wordsFor('timer', ['config', 'endTime'], undefined)).toBe(english.issue_needed);
    expect(wordsFor('exhibitionSchedule', ['config', 'items', 0, 'title'], null)).toBe(english.issue_needed);
    expect(wordsFor('banner', ['config', 'hotZones', 0, 'x'], undefined)).toBe(english.issue_needed);
    expect(wordsFor('banner', ['config', 'hotZones', 0, 'x'], '')).toBe(english.issue_needed);
  });

  it('asks for one of the options, or says the kind of value is not accepted, or quotes what nothing else covers', () => {
    expect(wordsFor('imageText', ['config', 'imageRatio'], '5:4')).toBe(english.issue_choice);
    expect(wordsFor('timer', ['moduleTitle', 'alignment'], 'justify')).toBe(english.issue_choice);
    expect(wordsFor('imageText', ['config', 'items', 0, 'title'], 42)).toBe(english.issue_type);
    expect(wordsFor('timer', ['config', 'label'], ['Opens', 'in'])).toBe(english.issue_type);
    // No setting at the place and no rule of form: the schema's message, quoted.
    expect(wordsFor('imageText', ['moduleTitle', 'titleHeight'], 'tall', { field: null })).toBe('Not accepted: Invalid input');
  });
});
