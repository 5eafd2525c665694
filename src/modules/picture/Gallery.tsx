import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { MaterialFile } from '../../../schemas/content/material';
import type { PictureModule } from '../../../schemas/modules/picture';
import type { Terminal } from '../../../schemas/page';
import { Preview } from './Preview';
import { NS } from './texts';

/** Thumbnails per row on phones. */
const MOBILE_COLUMNS = 2;
/** Placeholder thumbnails while the first page loads: one row of the grid, twice. */
const SKELETON_ROWS = 2;

type Config = PictureModule['config'];

const columnsFor = (config: Config, terminal: Terminal) => (terminal === 'pc' ? config.columns : MOBILE_COLUMNS);
const ratioOf = (config: Config) => config.imageRatio.replace(':', ' / ');

/**
 * Pictures as an even grid of thumbnails in boxes of one ratio (no layout shift, lazy below the
 * fold), each opening the image preview: the module's, and the picture search page's results.
 */
export function Gallery({ pictures, config, terminal }: { pictures: MaterialFile[]; config: Config; terminal: Terminal }) {
  const { t } = useTranslation(NS);
  const columns = columnsFor(config, terminal);
  const ratio = ratioOf(config);
  const [open, setOpen] = useState<number | null>(null);
  const grid = useRef<HTMLUListElement>(null);
  const lastShown = useRef<number | null>(null);
  // Focus returns to the thumbnail of the picture last shown, which arrows may have changed.
  useEffect(() => {
    if (open !== null || lastShown.current === null) return;
    grid.current?.querySelectorAll('button')[lastShown.current]?.focus();
    lastShown.current = null;
  }, [open]);
  const close = () => {
    lastShown.current = open;
    setOpen(null);
  };
  return (
    <>
      <Grid ref={grid} $columns={columns} $terminal={terminal}>
        {pictures.map((picture, index) => (
          <li key={picture.id}>
            <Thumb type="button" onClick={() => setOpen(index)} aria-label={t('open', { name: picture.name })} style={{ aspectRatio: ratio }}>
              <img src={picture.cover || picture.url} alt="" loading="lazy" decoding="async" />
            </Thumb>
          </li>
        ))}
      </Grid>
      {open !== null && open < pictures.length && <Preview pictures={pictures} index={open} onIndex={setOpen} onClose={close} />}
    </>
  );
}

/** Grey thumbnails in the grid's boxes while the first page loads. */
export function GallerySkeleton({ config, terminal }: { config: Config; terminal: Terminal }) {
  const columns = columnsFor(config, terminal);
  return (
    <Grid $columns={columns} $terminal={terminal}>
      {Array.from({ length: columns * SKELETON_ROWS }, (_, index) => (
        <li key={index} className="module-skeleton" style={{ aspectRatio: ratioOf(config), minHeight: 0 }} />
      ))}
    </Grid>
  );
}

const Grid = styled.ul<{ $columns: number; $terminal: Terminal }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: ${({ $terminal }) => ($terminal === 'pc' ? 'var(--space-4)' : 'var(--space-2)')};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Thumb = styled.button`
  display: block;
  width: 100%;
  padding: 0;
  border: 0;
  border-radius: var(--radius-md);
  overflow: hidden;
  background: var(--color-surface);
  cursor: zoom-in;

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
    transition: transform 0.3s ease;
  }
  &:hover img {
    transform: scale(1.04);
  }
`;
