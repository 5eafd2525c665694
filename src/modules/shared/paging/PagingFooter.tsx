import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PagedState } from '../../../platform/paging';
import { LoadFailed } from '../LoadFailed';
import { NS } from './texts';

interface Props {
  state: PagedState<unknown>;
  loadMore: () => void;
  retry: () => void;
}

/** Under a list: a "load more" button, a busy one while the next page loads, the error of a failed page, or 'no more items'. */
export function PagingFooter({ state, loadMore, retry }: Props) {
  const { t } = useTranslation(NS);
  if (state.status === 'error') return <LoadFailed error={state.error} onRetry={retry} />;
  if (state.done) return <End role="status">{t('common:noMore')}</End>;
  const busy = state.status === 'loading';
  return (
    <Footer>
      <MoreButton type="button" onClick={loadMore} aria-busy={busy} aria-disabled={busy}>
        {busy ? t('loading') : t('loadMore')}
      </MoreButton>
    </Footer>
  );
}

const Footer = styled.div`
  display: flex;
  justify-content: center;
  margin-top: var(--space-6);
`;

const End = styled.p`
  margin: var(--space-6) 0 0;
  color: var(--color-text-muted);
  font-size: var(--font-size-sm);
  text-align: center;
`;

const MoreButton = styled.button`
  min-height: var(--touch-target);
  min-width: calc(var(--space-11) * 2);
  padding: 0 var(--space-7);
  border: 1px solid var(--color-primary);
  border-radius: var(--radius-pill);
  background: var(--color-bg);
  color: var(--color-primary-text);
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &:hover {
    background: var(--color-primary-tint);
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
`;
