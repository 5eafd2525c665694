import { setGatewaySession } from '../api/gateway';
import { DEFAULT_LANGUAGE } from '../i18n/languages';
import { ROUTER_BASENAME } from '../platform/clientBase';
import { clearLaunchCache } from '../platform/storage';
import { currentTerminal } from '../../renderer/layout';
import { launch } from './launch';
import { preloadChrome } from '../shell/chrome';
import { storedLanguage, storeLanguage } from '../site/language';

clearLaunchCache();
const stored = storedLanguage();
// A choice made before the server read it from a cookie: the next page comes in it too.
if (stored) storeLanguage(stored);
const language = stored ?? DEFAULT_LANGUAGE;
setGatewaySession({ language });
document.documentElement.lang = language;
// The data first: React and the app's code download while the gateway answers.
const firstScreen = launch(ROUTER_BASENAME);
preloadChrome(currentTerminal());
void import('./start').then(({ start }) => start(ROUTER_BASENAME, language, firstScreen));
