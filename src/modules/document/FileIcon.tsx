import styled from 'styled-components';
import type { FileKind } from './files';

/** The letters on each kind's icon: format names, the same in every language. */
const LABEL: Record<FileKind, string> = { pdf: 'PDF', doc: 'DOC', xls: 'XLS', ppt: 'PPT', other: '' };

/** A sheet with a folded corner in the kind's colour, its format's letters on it. */
export function FileIcon({ kind }: { kind: FileKind }) {
  return (
    <Svg viewBox="0 0 40 48" aria-hidden="true" data-kind={kind} className={kind}>
      <path d="M4 2h22l10 10v32a2 2 0 01-2 2H4a2 2 0 01-2-2V4a2 2 0 012-2z" className="sheet" />
      <path d="M26 2v8a2 2 0 002 2h8" className="fold" />
      {kind === 'other' ? (
        <path d="M10 22h20M10 28h20M10 34h12" className="lines" />
      ) : (
        <text x="20" y="33" textAnchor="middle" fontSize="11">
          {LABEL[kind]}
        </text>
      )}
    </Svg>
  );
}

const Svg = styled.svg`
  flex: none;
  width: var(--space-8);
  height: var(--space-9);
  --kind: var(--color-text-muted);

  &.pdf {
    --kind: var(--color-danger);
  }
  &.doc {
    --kind: var(--color-primary);
  }
  &.xls {
    --kind: var(--color-success);
  }
  &.ppt {
    --kind: color-mix(in srgb, var(--color-danger) 55%, var(--color-success));
  }
  .sheet {
    fill: var(--kind);
  }
  .fold {
    fill: color-mix(in srgb, var(--kind) 60%, var(--color-bg));
  }
  .lines {
    stroke: var(--color-bg);
    stroke-width: 3;
    stroke-linecap: round;
  }
  text {
    fill: var(--color-bg);
    font-weight: 700;
    font-family: inherit;
  }
`;
