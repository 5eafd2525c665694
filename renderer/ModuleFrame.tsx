import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import type { ModuleCommon, PublicStyle } from '../schemas/modules/common';
import type { Link } from '../schemas/modules/link';
import type { Terminal } from '../schemas/page';
import { useRenderer, type RendererServices } from './context';
import { size } from './layout';

interface Props {
  module: ModuleCommon;
  terminal: Terminal;
  fullBleed: boolean;
  /** The type's list page, for a "more" button without a link of its own. */
  listRoute?: string;
  children: ReactNode;
}

/**
 * The chrome every module shares, drawn once here for all types: the anchor id, the public
 * style (background, margins), the title block and the "more" button.
 */
export function ModuleFrame({ module, terminal, fullBleed, listRoute, children }: Props) {
  const style = module.publicStyleConfiguration;
  return (
    <Section
      id={module.id}
      data-module-type={module.moduleType}
      aria-labelledby={module.isShowTitle && module.moduleTitle.title ? `${module.id}-title` : undefined}
      $style={style}
      $terminal={terminal}
    >
      <Inner $fullBleed={fullBleed}>
        <ModuleHeading module={module} terminal={terminal} listRoute={listRoute} />
        {children}
      </Inner>
    </Section>
  );
}

function ModuleHeading({ module, terminal, listRoute }: Pick<Props, 'module' | 'terminal' | 'listRoute'>) {
  const { LinkView, text, listLink } = useRenderer();
  const { title, subTitle, titleImage, alignment, titleHeight, style } = module.moduleTitle;
  const more = module.isShowMoreButton ? resolveMore(module, listRoute, listLink) : null;
  const moreLabel = module.moreButton?.buttonText || text('more');
  if (!(module.isShowTitle && (title || titleImage)) && !more) return null;
  const height = terminal === 'pc' ? titleHeight : titleHeight / 2;
  return (
    <Heading $align={alignment} $minHeight={size(height, terminal)}>
      {module.isShowTitle && (title || titleImage) && (
        <TitleBlock $align={alignment}>
          <Title id={`${module.id}-title`} $color={style?.color ?? undefined} $fontSize={titleFontSize(style?.fontSize, terminal)} $terminal={terminal}>
            {titleImage ? <img src={titleImage} alt={title ?? ''} height={height} /> : title}
          </Title>
          {subTitle && <Subtitle>{subTitle}</Subtitle>}
        </TitleBlock>
      )}
      {more && (
        <More>
          <LinkView link={more} className="module-more">
            <span title={moreLabel}>{moreLabel}</span>
          </LinkView>
        </More>
      )}
    </Heading>
  );
}

/** The organiser's title size in design pixels, scaled on phones like every design size; kept readable and within the page (12 to 72). */
function titleFontSize(fontSize: number | null | undefined, terminal: Terminal): string | undefined {
  return fontSize ? size(Math.min(Math.max(fontSize, 12), 72), terminal) : undefined;
}

function resolveMore(module: ModuleCommon, listRoute: string | undefined, listLink: RendererServices['listLink']): Link | null {
  const button = module.moreButton;
  if (button && button.linkType !== 'none') return button;
  return listRoute && listLink ? listLink(listRoute, module) : null;
}

function background(style: PublicStyle): ReturnType<typeof css> | null {
  const alpha = 1 - style.transparency / 100;
  if (style.appearanceType === 'color' && style.backgroundColor) {
    return css`
      background-color: color-mix(in srgb, ${style.backgroundColor} ${alpha * 100}%, transparent);
    `;
  }
  if (style.appearanceType === 'image' && style.image) {
    const fit = { cover: 'cover', contain: 'contain', stretch: '100% 100%', repeat: 'auto' }[style.adapterType];
    return css`
      background-image: url(${JSON.stringify(style.image)});
      background-size: ${fit};
      background-repeat: ${style.adapterType === 'repeat' ? 'repeat' : 'no-repeat'};
      background-position: center;
    `;
  }
  return null;
}

const Section = styled.section<{ $style: PublicStyle; $terminal: Terminal }>`
  position: relative;
  scroll-margin-top: var(--nav-offset, 0px);
  padding-top: ${({ $style, $terminal }) => size($style.topMargin, $terminal)};
  padding-bottom: ${({ $style, $terminal }) => size($style.bottomMargin, $terminal)};
  ${({ $style }) => background($style)}
`;

const Inner = styled.div<{ $fullBleed: boolean }>`
  margin: 0 auto;
  max-width: ${({ $fullBleed }) => ($fullBleed ? 'none' : 'var(--module-width)')};
  padding-inline: ${({ $fullBleed }) => ($fullBleed ? '0' : 'var(--page-gutter)')};
`;

/**
 * A grid rather than an absolutely placed "more" link: a long title or subtitle wraps beside the
 * link instead of running under it. A centred title keeps an empty first column as wide as
 * the room it leaves, so it stays centred while space allows.
 */
const Heading = styled.header<{ $align: 'left' | 'center' | 'right'; $minHeight: string }>`
  display: grid;
  grid-template-columns: ${({ $align }) => ($align === 'center' ? '1fr auto 1fr' : 'minmax(0, 1fr) auto')};
  align-items: center;
  column-gap: var(--space-4);
  min-height: ${({ $minHeight }) => $minHeight};
  margin-bottom: var(--space-4);
  text-align: ${({ $align }) => $align};
`;

const TitleBlock = styled.div<{ $align: 'left' | 'center' | 'right' }>`
  grid-column: ${({ $align }) => ($align === 'center' ? '2' : '1')};
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Title = styled.h2<{ $color?: string; $fontSize?: string; $terminal: Terminal }>`
  margin: 0;
  font-size: ${({ $fontSize, $terminal }) => $fontSize ?? ($terminal === 'pc' ? 'var(--font-size-title)' : 'var(--font-size-title-mobile)')};
  line-height: 1.3;
  color: ${({ $color }) => $color ?? 'var(--color-text)'};
  img {
    display: block;
    max-width: 100%;
    width: auto;
  }
`;

const Subtitle = styled.p`
  margin: var(--space-1) 0 0;
  color: var(--color-text-muted);
`;

/**
 * The organiser's label may be any length: one line at most a third of a phone's width, cut
 * with an ellipsis (the full label in its title), so it never squeezes the title beside it.
 */
const More = styled.div`
  grid-column: -2 / -1;
  justify-self: end;
  width: max-content;
  max-width: min(12em, 33vw);
  a {
    display: inline-flex;
    align-items: center;
    max-width: 100%;
    min-height: 44px;
    padding-inline: var(--space-3);
    color: var(--color-primary-text);
    text-decoration: none;
    border-radius: var(--radius-sm);
  }
  a:hover {
    text-decoration: underline;
  }
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;
