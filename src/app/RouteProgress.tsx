import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';

/** The thin bar shown while a route's code loads. */
export function RouteProgress() {
  const { t } = useTranslation();
  return <Bar role="progressbar" aria-label={t('common:loading')} aria-busy="true" />;
}

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(100%); }
`;

const Bar = styled.div`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: var(--z-toast);
  height: var(--progress-height);
  overflow: hidden;
  &::after {
    content: '';
    display: block;
    height: 100%;
    background: var(--color-primary);
    animation: ${slide} 1s ease-in-out infinite;
  }
`;
