import type { Story, StoryDefault } from '@ladle/react';
import { Example } from '../shared/ModuleExample';
import { pictureExamples } from './example';

// meta.width picks the viewport (named widths in .ladle/config.mjs: desktop 1440, mobile 375)
// and with it the terminal; meta.language picks the site language (.ladle/components.tsx).
export default { title: 'Modules/Picture' } satisfies StoryDefault;

export const EnglishDesktop: Story = () => <Example of={pictureExamples} />;
EnglishDesktop.meta = { width: 'desktop', language: 'en-US' };

export const SimplifiedChineseDesktop: Story = () => <Example of={pictureExamples} />;
SimplifiedChineseDesktop.meta = { width: 'desktop', language: 'zh-CN' };

export const TraditionalChineseDesktop: Story = () => <Example of={pictureExamples} />;
TraditionalChineseDesktop.meta = { width: 'desktop', language: 'zh-HK' };

export const PortugueseDesktop: Story = () => <Example of={pictureExamples} />;
PortugueseDesktop.meta = { width: 'desktop', language: 'pt-PT' };

export const EnglishMobile: Story = () => <Example of={pictureExamples} />;
EnglishMobile.meta = { width: 'mobile', language: 'en-US' };

export const SimplifiedChineseMobile: Story = () => <Example of={pictureExamples} />;
SimplifiedChineseMobile.meta = { width: 'mobile', language: 'zh-CN' };

export const TraditionalChineseMobile: Story = () => <Example of={pictureExamples} />;
TraditionalChineseMobile.meta = { width: 'mobile', language: 'zh-HK' };

export const PortugueseMobile: Story = () => <Example of={pictureExamples} />;
PortugueseMobile.meta = { width: 'mobile', language: 'pt-PT' };
