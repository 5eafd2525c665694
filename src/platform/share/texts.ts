import { addTexts } from '../../i18n';

export const SHARE_NS = addTexts('share', import.meta.glob('./locales/*.json', { eager: true, import: 'default' }));
