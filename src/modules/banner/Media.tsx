import styled from 'styled-components';
import type { BannerModule } from '../../../schemas/modules/banner';
import { useReducedMotion } from '../shared/useReducedMotion';

type Config = BannerModule['config'];

interface Props {
  config: Config;
  label: string;
  priority: boolean;
}

/** The banner's picture or video, filling the box the banner has already laid out. */
export function BannerMedia({ config, label, priority }: Props) {
  const reducedMotion = useReducedMotion();
  const dimensions = { width: config.mediaWidth ?? undefined, height: config.mediaHeight ?? undefined };
  if (config.type === 'video') {
    // Browsers only autoplay muted video; visitors who asked for less motion start it themselves.
    const autoplay = config.autoplay && !reducedMotion;
    return (
      <Video
        src={config.fileUrl}
        poster={config.posterUrl || undefined}
        aria-label={label}
        controls
        playsInline
        muted={autoplay}
        autoPlay={autoplay}
        preload={autoplay || priority ? 'auto' : 'metadata'}
        {...dimensions}
      />
    );
  }
  return (
    <Image
      src={config.fileUrl}
      alt={label}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      {...dimensions}
    />
  );
}

const fill = `
  display: block;
  width: 100%;
  height: 100%;
`;

const Image = styled.img`
  ${fill}
  object-fit: cover;
`;

const Video = styled.video`
  ${fill}
  object-fit: contain;
  background: var(--color-surface);
`;
