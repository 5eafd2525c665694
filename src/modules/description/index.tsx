import { useMemo } from 'react';
import styled from 'styled-components';
import type { ModuleViewProps } from '../../../renderer/registry';
import type { PublicStyle } from '../../../schemas/modules/common';
import type { DescriptionModule } from '../../../schemas/modules/description';
import { sanitizeHtml } from '../../platform/sanitize';
import { textOn } from '../shared/tone';

/**
 * The organiser's rich text, sanitised, in a reading column. One layout for both terminals:
 * the type scale tokens already shrink on phones, and wide tables scroll inside the column.
 */
export default function Description({ module, config }: ModuleViewProps<DescriptionModule>) {
  const html = useMemo(() => sanitizeHtml(config.content), [config.content]);
  return (
    <RichText $background={module.publicStyleConfiguration} $align={module.moduleTitle.alignment} dangerouslySetInnerHTML={{ __html: html }} />
  );
}

/** The reading column lines up with the module title: under it, centred, or at the right. */
const columnMargins = { left: '0 auto', center: 'auto', right: 'auto 0' } as const;

const RichText = styled.div<{ $background: PublicStyle; $align: keyof typeof columnMargins }>`
  ${({ $background }) => textOn($background)}
  max-width: var(--measure);
  margin-inline: ${({ $align }) => columnMargins[$align]};
  font-size: var(--font-size-md);
  line-height: 1.7;
  color: var(--color-text);

  &:lang(zh-CN),
  &:lang(zh-HK) {
    max-width: var(--measure-cjk);
    line-height: 1.85;
    text-align: justify;
  }
  &:lang(pt-PT) {
    hyphens: auto;
  }

  > :first-child {
    margin-top: 0;
  }
  > :last-child {
    margin-bottom: 0;
  }
  h1,
  h2,
  h3,
  h4 {
    margin: var(--space-6) 0 var(--space-3);
    line-height: 1.35;
  }
  h1,
  h2 {
    font-size: var(--font-size-xl);
  }
  h3,
  h4 {
    font-size: var(--font-size-lg);
  }
  p,
  ul,
  ol,
  blockquote,
  figure {
    margin: 0 0 var(--space-4);
  }
  ul,
  ol {
    padding-inline-start: var(--space-6);
  }
  li + li {
    margin-top: var(--space-1);
  }
  blockquote {
    padding: var(--space-2) var(--space-4);
    border-inline-start: var(--space-1) solid var(--color-primary);
    background: var(--color-primary-tint);
    border-radius: var(--radius-sm);
  }
  img,
  video {
    display: block;
    max-width: 100%;
    height: auto;
    margin-inline: auto;
    border-radius: var(--radius-md);
  }
  a {
    color: var(--color-primary-text);
    text-underline-offset: 0.2em;
  }
  /* Tables keep their columns and scroll sideways inside the column instead of overflowing. */
  table {
    display: block;
    max-width: 100%;
    overflow-x: auto;
    border-collapse: collapse;
    margin: 0 0 var(--space-4);
    font-size: var(--font-size-sm);
  }
  th,
  td {
    padding: var(--space-2) var(--space-3);
    border: 1px solid var(--color-border);
    text-align: start;
    vertical-align: top;
    /* A column is at least as wide as its longest word (the page's 'anywhere' would let it
       narrow to a letter: "Octobe" over "r" at 320 px); the table scrolls instead. */
    overflow-wrap: break-word;
  }
  /* Headers stay on one line (CJK would otherwise break them per character); the table scrolls. */
  th {
    background: var(--color-surface);
    white-space: nowrap;
  }
  hr {
    border: 0;
    border-top: 1px solid var(--color-border);
    margin: var(--space-6) 0;
  }
`;
