import { addTexts } from '../i18n';

/**
 * The access states' and the personal centre's texts travel with the chunks that show them
 * (the page view and the personal centre), not in the home route's first load.
 */
addTexts('personal', import.meta.glob('./locales/*.json', { eager: true, import: 'default' }));
