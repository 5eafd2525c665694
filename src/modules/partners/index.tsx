import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ModuleViewProps } from '../../../renderer/registry';
import { useSettled } from '../../../renderer/settle';
import type { PartnerCategory } from '../../../schemas/content/partners';
import type { PartnersModule } from '../../../schemas/modules/partners';
import type { Terminal } from '../../../schemas/page';
import { EmptyState } from '../shared/EmptyState';
import { LoadFailed } from '../shared/LoadFailed';
import { PARTNER_COLUMNS } from './constants';
import { Grid, LogoGrid } from './LogoGrid';
import { NS } from './texts';
import { chosenCategories, usePartnerCategories, usePartners } from './usePartners';

/** Partners by category: a heading per category over its wall of logos. */
export default function Partners({ config, terminal }: ModuleViewProps<PartnersModule>) {
  const { t } = useTranslation(NS);
  const categories = usePartnerCategories();
  // Every category loads at once, but they appear from the top down, each once those above it
  // have their logos: a wall that turns out shorter than its placeholder never pulls the
  // categories below it up.
  const [settled, setSettled] = useState<ReadonlySet<string>>(() => new Set());
  const markSettled = useCallback((id: string) => setSettled((done) => (done.has(id) ? done : new Set(done).add(id))), []);
  const shown = categories.status === 'ready' ? chosenCategories(categories.data, config.categoryIds) : [];
  const ready = shown.findIndex((category) => !settled.has(category.id));
  // The wall's height is known once every category's logos are in: the modules below wait for it.
  useSettled(categories.status === 'error' || (categories.status === 'ready' && ready === -1));
  if (categories.status === 'error') return <LoadFailed error={categories.error} onRetry={categories.retry} />;
  if (categories.status === 'loading') return <Skeleton terminal={terminal} />;
  if (shown.length === 0) return <EmptyState />;
  const visible = ready === -1 ? shown.length : ready + 1;
  return (
    <Stack $terminal={terminal}>
      {shown.map((category, index) => (
        <Category key={category.id} category={category} terminal={terminal} visible={index < visible} onSettled={markSettled} />
      ))}
      {ready !== -1 && <span role="progressbar" aria-busy="true" aria-label={t('loading')} />}
    </Stack>
  );
}

interface CategoryProps {
  category: PartnerCategory;
  terminal: Terminal;
  visible: boolean;
  onSettled: (id: string) => void;
}

/** A category loads its own partners; an empty category is left out rather than shown bare. */
function Category({ category, terminal, visible, onSettled }: CategoryProps) {
  const headingId = useId();
  const partners = usePartners(category.id);
  const isSettled = partners.status !== 'loading';
  useEffect(() => {
    if (isSettled) onSettled(category.id);
  }, [isSettled, category.id, onSettled]);
  if (!visible || (partners.status === 'ready' && partners.data.list.length === 0)) return null;
  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId} $terminal={terminal}>
        {category.name}
      </Heading>
      {partners.status === 'error' && <LoadFailed error={partners.error} onRetry={partners.retry} />}
      {partners.status === 'loading' && <Tiles terminal={terminal} />}
      {partners.status === 'ready' && <LogoGrid partners={partners.data.list} terminal={terminal} />}
    </section>
  );
}

/** Grey logo tiles in the grid's shape while a category loads. */
function Tiles({ terminal }: { terminal: Terminal }) {
  const { t } = useTranslation(NS);
  return (
    <Grid $terminal={terminal} aria-busy="true" aria-label={t('loading')}>
      {Array.from({ length: PARTNER_COLUMNS }, (_, index) => (
        <li key={index}>
          <div className="tile" />
        </li>
      ))}
    </Grid>
  );
}

function Skeleton({ terminal }: { terminal: Terminal }) {
  return (
    <Stack $terminal={terminal} aria-busy="true">
      <HeadingBar />
      <Tiles terminal={terminal} />
    </Stack>
  );
}

const Stack = styled.div<{ $terminal: Terminal }>`
  display: grid;
  gap: ${({ $terminal }) => ($terminal === 'pc' ? 'var(--space-8)' : 'var(--space-6)')};
`;

/** A short rule on each side of the category name, centred over its logos. */
const Heading = styled.h3<{ $terminal: Terminal }>`
  display: flex;
  align-items: center;
  gap: var(--space-4);
  margin: 0 0 ${({ $terminal }) => ($terminal === 'pc' ? 'var(--space-5)' : 'var(--space-3)')};
  font-size: var(--font-size-lg);
  font-weight: 600;
  line-height: 1.35;
  text-align: center;

  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid var(--color-border);
  }
`;

const HeadingBar = styled.div`
  width: calc(var(--space-11) * 2);
  height: var(--space-5);
  margin: 0 auto;
  border-radius: var(--radius-sm);
  background: var(--color-surface);
`;
