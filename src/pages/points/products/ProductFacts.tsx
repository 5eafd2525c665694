import { useTranslation } from 'react-i18next';
import { MERCHANDISE_TYPE, type Merchandise } from '../../../../schemas/points';
import { formatNumber } from '../../../i18n/format';
import { Figures, type Figure } from '../Figures';
import { POINTS_MALL_NS, PRODUCTS_NS } from './texts';

/**
 * What an item costs and how many are left (spec section 3, "Merchandise"): price in points,
 * stock, what this visitor may still redeem, the per-visitor limit ('Max: n'), the grades it is
 * for and whether it is virtual or physical; digits grouped in threes.
 */
export function ProductFacts({ item }: { item: Merchandise }) {
  const { t } = useTranslation([PRODUCTS_NS, POINTS_MALL_NS]);
  const figures: Figure[] = [
    { name: 'price', label: t('facts.price'), value: t('facts.points', { number: formatNumber(item.exchangePoint) }) },
    { name: 'stock', label: t('facts.stock'), value: formatNumber(item.stock) },
    { name: 'remainQuantity', label: t('facts.remainQuantity'), value: formatNumber(item.remainQuantity) },
  ];
  if (item.exchangeLimit > 0) figures.push({ name: 'exchangeLimit', label: t('facts.limit'), value: t('points-mall:reason.limit', { limit: formatNumber(item.exchangeLimit) }) });
  if (item.gradeNames.length > 0) figures.push({ name: 'gradeNames', label: t('facts.grades'), value: t('facts.gradeList', { grades: item.gradeNames }) });
  const type = item.merchandiseType === MERCHANDISE_TYPE.virtual ? 'virtual' : 'physical';
  figures.push({ name: 'merchandiseType', label: t('facts.type'), value: t(`facts.${type}`) });
  return <Figures figures={figures} />;
}
