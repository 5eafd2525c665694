import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useTerminal } from '../../../renderer';
import type { Terminal } from '../../../schemas/page';
import { ErrorState } from '../../site/ErrorState';
import { useDocumentTitle } from '../shared/useDocumentTitle';
import { BackLink } from '../shared/BackLink';
import { PageColumn } from '../shared/PageColumn';

interface Props {
  /** The way back to the list the page belongs to. */
  back: { to: string; label: string };
  /** The page itself, for the id the address names (a new id: a new page, nothing kept). */
  children: (id: string, terminal: Terminal) => ReactNode;
}

/** A mall page about one item or order, named by the address's `id`: the way back, then the page, or 'no data' when the address names none. */
export function MallItemPage({ back, children }: Props) {
  const terminal = useTerminal();
  const [params] = useSearchParams();
  const id = params.get('id');
  return (
    <PageColumn $terminal={terminal}>
      <BackLink to={back.to}>
        <span aria-hidden="true">‹</span>
        {back.label}
      </BackLink>
      {id ? <Fragment key={id}>{children(id, terminal)}</Fragment> : <NoData />}
    </PageColumn>
  );
}

/** Nothing to show: the page's title says so too. */
export function NoData() {
  const { t } = useTranslation();
  useDocumentTitle(t('common:noData'));
  return <ErrorState title={t('common:noData')} />;
}
