import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useRenderer } from '../../../renderer/context';
import type { ModuleViewProps } from '../../../renderer/registry';
import type { BannerModule } from '../../../schemas/modules/banner';
import { parseDate } from '../../i18n/format';
import { useFirstNow } from '../../platform/useNow';
import { useHydrated } from '../../../renderer/useHydrated';
import { leadsSomewhere } from '../shared/links';
import { bannerBox } from './box';
import { HotZones } from './HotZones';
import { BannerMedia } from './Media';
import { isFirstBanner } from './priority';
import { NS } from './texts';

/**
 * The countdown over the picture: a chunk of its own, asked for only while its time is still to
 * come, so the banner's first paint (often the page's largest) waits for none of it, and a
 * visitor after the opening downloads none of it. It is the browser's alone: a server's HTML
 * (perhaps served from its cache) would show a time already gone, and a chunk that hydration had
 * to wait for, or else draw its part anew.
 */
const BannerTimer = lazy(() => import('./BannerTimer'));

/**
 * A picture or video across the module width, the window (full width) or at its own ratio,
 * optionally a link as a whole, with hot zones on top. Same layout on both terminals; only
 * the height scales on phones.
 */
export default function Banner({ module, config, terminal }: ModuleViewProps<BannerModule>) {
  const { LinkView } = useRenderer();
  const { t } = useTranslation(NS);
  const [priority] = useState(() => isFirstBanner(module));
  const startedAt = useFirstNow();
  const inBrowser = useHydrated();
  const counting = inBrowser && Boolean(config.timer?.isShow) && (parseDate(config.timer!.endTime)?.getTime() ?? 0) > startedAt;
  const label = config.alt || module.moduleTitle.title || (config.type === 'video' ? t('video') : '');
  const media = <BannerMedia config={config} label={label} priority={priority} />;
  // A video keeps its clicks for its own controls, so only pictures become a link as a whole.
  const wholeLink = config.type === 'image' && leadsSomewhere(config.link) ? config.link : null;
  const picture = useRef<HTMLDivElement>(null);
  return (
    <Frame>
      <Box ref={picture} style={bannerBox(config, terminal)} data-width-type={config.widthType} $rounded={config.widthType === 'fixed'}>
        {wholeLink ? (
          <LinkView link={wholeLink} className="banner-link" aria-label={label ? undefined : wholeLink.title || undefined}>
            {media}
          </LinkView>
        ) : (
          media
        )}
        <HotZones zones={config.hotZones} ratio={config.type === 'image' && config.mediaWidth && config.mediaHeight ? config.mediaWidth / config.mediaHeight : null} />
      </Box>
      {counting && (
        <Suspense fallback={null}>
          <BannerTimer endTime={config.timer!.endTime} terminal={terminal} zones={config.hotZones} picture={picture} />
        </Suspense>
      )}
    </Frame>
  );
}

/** The picture and its countdown, which sits over the picture or, where no place there is free, below it. */
const Frame = styled.div`
  position: relative;
`;

// A size container: its size is the banner's own (a height or a ratio), never its content's, and the hot zones' frame measures it.
const Box = styled.div<{ $rounded: boolean }>`
  position: relative;
  width: 100%;
  overflow: hidden;
  container-type: size;
  background: var(--color-surface);
  border-radius: ${({ $rounded }) => ($rounded ? 'var(--radius-md)' : '0')};

  .banner-link {
    display: block;
    height: 100%;
  }
  .banner-link:focus-visible {
    outline-offset: -3px;
  }
`;
