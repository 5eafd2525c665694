import { describe, expect, it } from 'vitest';
import { eventLanguages } from '../../schemas/event';
import { site } from '../../schemas/site';
import { switchableSites } from '../../src/site/language';
import { siteOf } from '../support/siteReplies';

const traditional = site.parse({
  ...siteOf('9503', 'zh-HK', 'Long text', [
    { language: 'zh-CN', id: '9502' },
    { language: 'en-US', id: '9501' },
    { language: 'zh-HK', id: '9503' },
    { language: 'pt-PT', id: '9504' },
  ]),
});
const languagesOf = (entries: { language: string }[]) => entries.map((entry) => entry.language);

describe('the languages a visitor can switch to', () => {
  it('are the site\'s visible versions until the event\'s languages are known, or when the call failed', () => {
    expect(languagesOf(switchableSites(traditional))).toEqual(['zh-CN', 'en-US', 'zh-HK', 'pt-PT']);
    expect(languagesOf(switchableSites(traditional, null))).toEqual(['zh-CN', 'en-US', 'zh-HK', 'pt-PT']);
    expect(languagesOf(switchableSites(traditional, []))).toEqual(['zh-CN', 'en-US', 'zh-HK', 'pt-PT']);
  });

  it('leave out a version of a language the event does not have, never the one the visitor reads', () => {
    const english = site.parse({ ...traditional, id: '9501', language: 'en-US' });
    expect(languagesOf(switchableSites(english, ['en-US', 'zh-CN', 'pt-PT']))).toEqual(['zh-CN', 'en-US', 'pt-PT']);
    expect(languagesOf(switchableSites(traditional, ['en-US', 'zh-CN', 'pt-PT']))).toEqual(['zh-CN', 'en-US', 'zh-HK', 'pt-PT']);
  });

  it('read only the codes the product speaks from the event\'s collection', () => {
    expect(eventLanguages.parse({ languageCollection: ['en-US', 'ja-JP', 7, null, 'pt-PT'] }).languageCollection).toEqual(['en-US', 'pt-PT']);
    expect(eventLanguages.parse({}).languageCollection).toEqual([]);
  });
});
