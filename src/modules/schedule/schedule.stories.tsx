import type { Story, StoryDefault } from '@ladle/react';
import { Example } from '../shared/ModuleExample';
import { scheduleExamples } from './example';

// meta.width picks the viewport (named widths in .ladle/config.mjs: desktop 1440, mobile 375)
// and with it the terminal; meta.language picks the site language (.ladle/components.tsx).
export default { title: 'Modules/Schedule' } satisfies StoryDefault;

export const EnglishDesktop: Story = () => <Example of={scheduleExamples} />;
EnglishDesktop.meta = { width: 'desktop', language: 'en-US' };

export const SimplifiedChineseDesktop: Story = () => <Example of={scheduleExamples} />;
SimplifiedChineseDesktop.meta = { width: 'desktop', language: 'zh-CN' };

export const TraditionalChineseDesktop: Story = () => <Example of={scheduleExamples} />;
TraditionalChineseDesktop.meta = { width: 'desktop', language: 'zh-HK' };

export const PortugueseDesktop: Story = () => <Example of={scheduleExamples} />;
PortugueseDesktop.meta = { width: 'desktop', language: 'pt-PT' };

export const EnglishMobile: Story = () => <Example of={scheduleExamples} />;
EnglishMobile.meta = { width: 'mobile', language: 'en-US' };

export const SimplifiedChineseMobile: Story = () => <Example of={scheduleExamples} />;
SimplifiedChineseMobile.meta = { width: 'mobile', language: 'zh-CN' };

export const TraditionalChineseMobile: Story = () => <Example of={scheduleExamples} />;
TraditionalChineseMobile.meta = { width: 'mobile', language: 'zh-HK' };

export const PortugueseMobile: Story = () => <Example of={scheduleExamples} />;
PortugueseMobile.meta = { width: 'mobile', language: 'pt-PT' };
