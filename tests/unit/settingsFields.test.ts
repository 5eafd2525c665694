import { describe, expect, it } from 'vitest';
import { moduleSchemas } from '../../schemas/modules';
import { everyField } from '../../preview/workbench/settings/describe';
import { COMMON_SECTIONS, moduleSettings } from '../../preview/workbench/settings/moduleSettings';

const TYPES = Object.keys(moduleSchemas);
const wordsMissing = (fields: Parameters<typeof everyField>[0]) =>
  [...everyField(fields)].flatMap(({ field, where }) => {
    const words = field.declaration;
    const missing: string[] = [];
    if (!field.key) return missing; // a list's item: its list carries the words
    if (!words || ![...words.en, ...words.zh].every((word) => word.trim().length > 0)) missing.push(`${where}: label and help in en and zh`);
    if (field.kind === 'choice') for (const option of field.options) if (!words?.options?.[String(option)]?.en || !words.options[String(option)]?.zh) missing.push(`${where}: option ${option}`);
    return missing;
  });

describe('the settings panel’s fields', () => {
  it.each(TYPES)('%s: every field of its own settings has a label and help in both languages, every choice its options', (type) => {
    const settings = moduleSettings(type)!;
    expect(settings.config.length).toBeGreaterThan(0);
    expect(wordsMissing(settings.config)).toEqual([]);
  });

  it('the common settings (title, more button, background and margins, who may see it, the phone) have their words', () => {
    const { common } = moduleSettings('timer')!;
    for (const [section, keys] of Object.entries(COMMON_SECTIONS)) expect(common[section as keyof typeof COMMON_SECTIONS].map((field) => field.key)).toEqual(keys);
    expect(wordsMissing(Object.values(common).flat())).toEqual([]);
  });

  it('reads each field’s control from the schema: bounds, choices, pictures, links, lists', () => {
    const kinds = (type: string) => Object.fromEntries([...everyField(moduleSettings(type)!.config)].map(({ field, where }) => [where, field]));
    expect(kinds('timer').timeZoneOffset).toMatchObject({ kind: 'number', min: -12, max: 14, optional: true });
    expect(kinds('imageText').columns).toMatchObject({ kind: 'number', min: 1, max: 6, integer: true, fallback: 6 });
    expect(kinds('imageText').imageRatio).toMatchObject({ kind: 'choice', options: ['1:1', '4:3', '16:9', '3:4'] });
    expect(kinds('gridNavigation').columns).toMatchObject({ kind: 'choice', options: [1, 2, 3] });
    expect(kinds('floatWindow').width).toMatchObject({ kind: 'number', min: 60, max: 400 });
    expect(kinds('banner').link).toMatchObject({ kind: 'link' });
    expect(kinds('banner')['hotZones[].link']).toMatchObject({ kind: 'link' });
    expect(kinds('banner').hotZones).toMatchObject({ kind: 'list', item: { kind: 'group' } });
    expect(kinds('slideshow')['slides[]']).toMatchObject({ named: true });
    expect(kinds('slideshow')['slides[].image']).toMatchObject({ kind: 'file', picture: true });
    expect(kinds('description').content).toMatchObject({ kind: 'richText' });
    expect(kinds('registration').registrationUrl).toMatchObject({ kind: 'url' });
    expect(kinds('partners').categoryIds).toMatchObject({ kind: 'ids' });
    expect(kinds('video').comments).toMatchObject({ kind: 'list', item: { kind: 'text' } });
    const common = Object.fromEntries([...everyField(Object.values(moduleSettings('timer')!.common).flat())].map(({ field, where }) => [where, field]));
    expect(common['moduleTitle.style.color']).toMatchObject({ kind: 'colour' });
    expect(common.moreButton).toMatchObject({ kind: 'group', fields: [{ kind: 'link' }, { key: 'buttonText' }, { key: 'listPageBanner' }] });
    expect(common['mobileSetting.isSync']).toMatchObject({ kind: 'switch' });
    expect(common.authorityType).toMatchObject({ kind: 'choice' });
  });
});
