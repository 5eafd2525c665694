import type { Story, StoryDefault } from '@ladle/react';
import { Example } from '../shared/ModuleExample';
import { exhibitionScheduleExamples } from './example';

// meta.width picks the viewport (named widths in .ladle/config.mjs: desktop 1440, mobile 375)
// and with it the terminal; meta.language picks the site language (.ladle/components.tsx).
export default { title: 'Modules/Exhibition schedule' } satisfies StoryDefault;

export const EnglishDesktop: Story = () => <Example of={exhibitionScheduleExamples} />;
EnglishDesktop.meta = { width: 'desktop', language: 'en-US' };

export const SimplifiedChineseDesktop: Story = () => <Example of={exhibitionScheduleExamples} />;
SimplifiedChineseDesktop.meta = { width: 'desktop', language: 'zh-CN' };

export const TraditionalChineseDesktop: Story = () => <Example of={exhibitionScheduleExamples} />;
TraditionalChineseDesktop.meta = { width: 'desktop', language: 'zh-HK' };

export const PortugueseDesktop: Story = () => <Example of={exhibitionScheduleExamples} />;
PortugueseDesktop.meta = { width: 'desktop', language: 'pt-PT' };

export const EnglishMobile: Story = () => <Example of={exhibitionScheduleExamples} />;
EnglishMobile.meta = { width: 'mobile', language: 'en-US' };

export const SimplifiedChineseMobile: Story = () => <Example of={exhibitionScheduleExamples} />;
SimplifiedChineseMobile.meta = { width: 'mobile', language: 'zh-CN' };

export const TraditionalChineseMobile: Story = () => <Example of={exhibitionScheduleExamples} />;
TraditionalChineseMobile.meta = { width: 'mobile', language: 'zh-HK' };

export const PortugueseMobile: Story = () => <Example of={exhibitionScheduleExamples} />;
PortugueseMobile.meta = { width: 'mobile', language: 'pt-PT' };
