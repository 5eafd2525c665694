import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Modal } from '../../theme/Modal';
import { outlineButton } from '../../theme/mixins';
import { markOpeningShown, openingShown } from './once';
import { OPENING_SECONDS } from './seconds';
import { OPENING_NS } from './texts';

interface Props {
  siteId: string;
  image: string;
  onDone: () => void;
}

/**
 * The phone's opening page (spec section 3, componentSet.h5OpenPage, openPageImgUrl): the
 * organiser's picture over the whole window for a few seconds, with a skip button counting
 * them down. The page loads behind it meanwhile; it shows at most once per visit.
 */
export default function OpeningPage({ siteId, image, onDone }: Props) {
  const { t } = useTranslation(OPENING_NS);
  // Shown before in this visit: done at once, nothing drawn.
  const [before] = useState(() => openingShown(siteId));
  const [left, setLeft] = useState(before ? 0 : OPENING_SECONDS);
  useEffect(() => markOpeningShown(siteId), [siteId]);
  useEffect(() => {
    if (left <= 0) {
      onDone();
      return;
    }
    const timer = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(timer);
  }, [left, onDone]);
  if (before) return null;
  return createPortal(
    <Opening aria-label={t('label')} onClose={onDone} closeOnBackdrop={false} data-opening-page="">
      <img src={image} alt="" />
      <button type="button" onClick={onDone}>
        {t('skip', { seconds: left })}
      </button>
    </Opening>,
    document.body,
  );
}

const Opening = styled(Modal)`
  width: 100vw;
  max-width: none;
  height: 100dvh;
  max-height: none;
  margin: 0;
  padding: 0;
  border: 0;
  background: var(--color-bg);
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  button {
    ${outlineButton}
    position: absolute;
    top: calc(env(safe-area-inset-top) + var(--space-4));
    right: var(--space-4);
    border-color: transparent;
    background: var(--color-scrim-soft);
    color: var(--color-on-scrim);
    font-variant-numeric: tabular-nums;
  }
  &::backdrop {
    background: var(--color-bg);
  }
`;
