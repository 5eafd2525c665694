import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

/** A skeleton shaped like a site (bar, hero, cards) while the site loads. */
export function LoadingPage() {
  const { t } = useTranslation();
  return (
    <Skeleton aria-busy="true" aria-label={t('common:loading')}>
      <div className="module-skeleton bar" />
      <div className="module-skeleton hero" />
      <div className="cards">
        {[0, 1, 2, 3].map((n) => (
          <div key={n} className="module-skeleton" />
        ))}
      </div>
    </Skeleton>
  );
}

const Skeleton = styled.div`
  display: grid;
  gap: var(--space-6);
  max-width: var(--module-width);
  margin: 0 auto;
  padding: var(--space-4) var(--page-gutter);

  .bar {
    min-height: 48px;
  }
  .hero {
    min-height: 30vh;
  }
  .cards {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
    gap: var(--space-4);
  }
`;
