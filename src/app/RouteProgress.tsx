import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import { ASYNC_PAGE_DELAY_MS } from '../platform/codeLoad';

/** The thin bar shown while a route's code loads, from 200 ms on (a quick load shows none). */
export function RouteProgress() {
  const { t } = useTranslation();
  return <Bar role="progressbar" aria-label={t('common:loading')} aria-busy="true" />;
}

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(100%); }
`;

const appear = keyframes`
  to { opacity: 1; }
`;

const Bar = styled.div`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: var(--z-toast);
  height: var(--progress-height);
  overflow: hidden;
  opacity: 0;
  animation: ${appear} 0s ${ASYNC_PAGE_DELAY_MS}ms forwards;
  &::after {
    content: '';
    display: block;
    height: 100%;
    background: var(--color-primary);
    animation: ${slide} 1s ease-in-out infinite;
  }
`;
