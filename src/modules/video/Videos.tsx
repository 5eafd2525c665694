import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { MaterialFile } from '../../../schemas/content/material';
import type { VideoModule } from '../../../schemas/modules/video';
import type { Terminal } from '../../../schemas/page';
import { formatClock } from '../../i18n/format';
import { Player } from './Player';
import { NS } from './texts';

type Config = VideoModule['config'];

/**
 * Videos with the player: the chosen one playing, the others as cards below to choose from;
 * the module's view of a group, and the video search page's results.
 */
export function Videos({ videos, config, terminal }: { videos: MaterialFile[]; config: Config; terminal: Terminal }) {
  const { t } = useTranslation(NS);
  const [chosenId, setChosenId] = useState(videos[0]!.id);
  const chosen = videos.find((video) => video.id === chosenId) ?? videos[0]!;
  return (
    <Layout>
      <Player key={chosen.id} file={chosen} comments={[...chosen.comments, ...config.comments]} showComments={config.showComments} terminal={terminal} />
      {videos.length > 1 && (
        <Cards $terminal={terminal}>
          {videos.map((video) => (
            <li key={video.id}>
              <Card type="button" onClick={() => setChosenId(video.id)} aria-current={video.id === chosen.id} aria-label={t('choose', { name: video.name })}>
                <span className="cover">
                  {video.cover && <img src={video.cover} alt="" loading="lazy" decoding="async" />}
                  {video.duration ? <span className="duration">{formatClock(video.duration)}</span> : null}
                  {video.id === chosen.id && <span className="playing">{t('playing')}</span>}
                </span>
                <span className="name">{video.name}</span>
              </Card>
            </li>
          ))}
        </Cards>
      )}
    </Layout>
  );
}

const Layout = styled.div`
  display: grid;
  gap: var(--space-5);
`;

const Cards = styled.ul<{ $terminal: Terminal }>`
  display: grid;
  grid-template-columns: repeat(${({ $terminal }) => ($terminal === 'pc' ? 4 : 2)}, minmax(0, 1fr));
  gap: ${({ $terminal }) => ($terminal === 'pc' ? 'var(--space-4)' : 'var(--space-3)')};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.button`
  display: grid;
  gap: var(--space-2);
  width: 100%;
  padding: 0;
  border: 0;
  background: none;
  color: var(--color-text);
  font: inherit;
  text-align: start;
  cursor: pointer;

  .cover {
    position: relative;
    display: block;
    aspect-ratio: 16 / 9;
    overflow: hidden;
    border-radius: var(--radius-md);
    background: var(--color-surface);
    outline: 2px solid transparent;
  }
  &[aria-current='true'] .cover {
    outline-color: var(--color-primary);
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  .duration,
  .playing {
    position: absolute;
    bottom: var(--space-2);
    padding: 0 var(--space-2);
    border-radius: var(--radius-sm);
    background: var(--color-scrim);
    color: var(--color-on-scrim);
    font-size: var(--font-size-xs);
    line-height: 1.8;
  }
  .duration {
    right: var(--space-2);
  }
  .playing {
    left: var(--space-2);
    background: var(--color-primary);
    color: var(--color-on-primary);
  }
  .name {
    display: -webkit-box;
    overflow: hidden;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    font-size: var(--font-size-sm);
    font-weight: 600;
  }
`;

/** A grey player box while the first page loads. */
export function VideosSkeleton() {
  return <div className="module-skeleton" style={{ aspectRatio: '16 / 9' }} />;
}
