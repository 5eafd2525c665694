import { useTranslation } from 'react-i18next';
import type { MaterialKind } from '../../../schemas/content/material';
import type { Terminal } from '../../../schemas/page';
import { accessForAll } from '../../identity/access';
import { AccessState } from '../../identity/LazyAccessState';
import { useVisitor } from '../../identity/useVisitor';
import { LoadFailed } from '../../modules/shared/LoadFailed';
import { ErrorState } from '../../site/ErrorState';
import { SiteModuleHost } from '../shared/SiteModules';
import { SearchStatus } from '../shared/SearchForm';
import { SearchPage } from '../shared/SearchPage';
import { FileResults } from './FileResults';
import { FILE_SEARCH_NS } from './texts';
import { useSearchedModule } from './useSearchedModule';

/**
 * pages/picture/search/index, pages/video/search/index and pages/document/search/index (spec
 * section 2): the files of a library whose names the address's `keyword` finds (every file
 * without one), in the groups of the module the address names (its search link) or the event's.
 * Results open as on the module; Back brings the previous search.
 */
export default function FileSearch({ kind }: { kind: MaterialKind }) {
  return <SearchPage ns={FILE_SEARCH_NS} keyPrefix={kind} param="keyword" results={(keyword, terminal) => <Scoped kind={kind} keyword={keyword} terminal={terminal} />} />;
}

/** The module searched, once its page (and that page's and the module's rules) allow. */
function Scoped({ kind, keyword, terminal }: { kind: MaterialKind; keyword: string; terminal: Terminal }) {
  const { t } = useTranslation(FILE_SEARCH_NS);
  const scope = useSearchedModule(kind);
  const visitor = useVisitor();
  const access = scope.status === 'ready' ? accessForAll(scope.rules, visitor) : null;
  if (scope.status === 'error') {
    return (
      <>
        <SearchStatus />
        <LoadFailed error={scope.error} onRetry={scope.retry} />
      </>
    );
  }
  if (scope.status === 'missing') return <ErrorState title={t('errors:moduleNotFound')} />;
  if (scope.status === 'loading' || access?.kind === 'pending') return <SearchStatus>{t(`${kind}.search.searching`)}</SearchStatus>;
  if (access?.kind === 'denied') return <AccessState reason={access.reason} />;
  return (
    <SiteModuleHost>
      <FileResults searched={scope.searched} groupId={scope.groupId} keyword={keyword} terminal={terminal} />
    </SiteModuleHost>
  );
}
