import type { Story, StoryDefault } from '@ladle/react';
import { Example } from '../shared/ModuleExample';
import { partnersExamples } from './example';

// meta.width picks the viewport (named widths in .ladle/config.mjs: desktop 1440, mobile 375)
// and with it the terminal; meta.language picks the site language (.ladle/components.tsx).
export default { title: 'Modules/Partners' } satisfies StoryDefault;

export const EnglishDesktop: Story = () => <Example of={partnersExamples} />;
EnglishDesktop.meta = { width: 'desktop', language: 'en-US' };

export const SimplifiedChineseDesktop: Story = () => <Example of={partnersExamples} />;
SimplifiedChineseDesktop.meta = { width: 'desktop', language: 'zh-CN' };

export const TraditionalChineseDesktop: Story = () => <Example of={partnersExamples} />;
TraditionalChineseDesktop.meta = { width: 'desktop', language: 'zh-HK' };

export const PortugueseDesktop: Story = () => <Example of={partnersExamples} />;
PortugueseDesktop.meta = { width: 'desktop', language: 'pt-PT' };

export const EnglishMobile: Story = () => <Example of={partnersExamples} />;
EnglishMobile.meta = { width: 'mobile', language: 'en-US' };

export const SimplifiedChineseMobile: Story = () => <Example of={partnersExamples} />;
SimplifiedChineseMobile.meta = { width: 'mobile', language: 'zh-CN' };

export const TraditionalChineseMobile: Story = () => <Example of={partnersExamples} />;
TraditionalChineseMobile.meta = { width: 'mobile', language: 'zh-HK' };

export const PortugueseMobile: Story = () => <Example of={partnersExamples} />;
PortugueseMobile.meta = { width: 'mobile', language: 'pt-PT' };
