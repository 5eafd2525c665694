import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setGatewaySession } from '../api/gateway';
import { initI18n } from '../i18n';
import { DEFAULT_LANGUAGE } from '../i18n/languages';
import { clearLaunchCache } from '../platform/storage';
import { currentTerminal } from '../../renderer/layout';
import { App } from './App';
import { preloadChrome } from './shell/chrome';
import { storedLanguage } from './site/language';

clearLaunchCache();
preloadChrome(currentTerminal());
const language = storedLanguage() ?? DEFAULT_LANGUAGE;
setGatewaySession({ language });
initI18n(language);
document.documentElement.lang = language;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
