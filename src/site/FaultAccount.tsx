import { useTranslation } from 'react-i18next';
import { errorKind, serverWords } from '../platform/errors';
import { useReportShownFault } from '../platform/reportShownFault';
import { NamedPageRedirect } from './NamedPageRedirect';

/**
 * What a failed call tells the visitor, wherever it shows (the page's error state, a module's):
 * the account of its kind in their language and the server's own words when it gave any. The
 * failure shown is reported, and a page the gateway names instead is where the visitor is taken.
 */
export function FaultAccount({ error }: { error: unknown }) {
  const { t } = useTranslation();
  useReportShownFault(error);
  const serverText = serverWords(error);
  return (
    <>
      <NamedPageRedirect error={error} />
      <p>{t(`errors:gateway.${errorKind(error)}`)}</p>
      {serverText && <p className="server">{serverText}</p>}
    </>
  );
}
