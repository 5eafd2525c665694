import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useRenderer } from '../../../renderer/context';
import type { MaterialFile } from '../../../schemas/content/material';
import type { Terminal } from '../../../schemas/page';
import { formatDay, formatFileSize } from '../../i18n/format';
import { config as domainConfig } from '../../platform/config';
import { usePageOrigin } from '../../platform/pageAddress';
import { useModuleHost } from '../../site/host';
import { PAGE_SIZE } from '../shared/material/pageSize';
import { fileKind, viewerHref } from './files';
import { FileIcon } from './FileIcon';
import { NS } from './texts';

/** Documents as rows, each opening in the file viewer: the module's view of a group, and the document search page's results. */
export function DocumentList({ files, terminal }: { files: MaterialFile[]; terminal: Terminal }) {
  return (
    <Rows>
      {files.map((file) => (
        <DocumentRow key={file.id} file={file} terminal={terminal} />
      ))}
    </Rows>
  );
}

/** Grey rows, one page of them, while the first page loads. */
export function DocumentListSkeleton() {
  return (
    <Rows>
      {Array.from({ length: PAGE_SIZE.document }, (_, index) => (
        <li key={index} className="module-skeleton" style={{ minHeight: 'var(--space-11)' }} />
      ))}
    </Rows>
  );
}

function DocumentRow({ file, terminal }: { file: MaterialFile; terminal: Terminal }) {
  const { t } = useTranslation(NS);
  const { LinkView } = useRenderer();
  const { language } = useModuleHost();
  const kind = fileKind(file);
  const details = [
    t(`kind.${kind}`),
    typeof file.size === 'number' ? formatFileSize(file.size, language) : null,
    formatDay((file.createTime ?? '').slice(0, 10), language, { dateStyle: 'medium' }) || null,
  ].filter(Boolean);
  const href = viewerHref(file.url, domainConfig().fileViewer, usePageOrigin());
  return (
    <Row $terminal={terminal}>
      <FileIcon kind={kind} />
      <span className="text">
        <span className="name" title={file.name}>
          {file.name}
        </span>
        <span className="details">{details.join(' · ')}</span>
      </span>
      {href && (
        <LinkView link={{ linkType: 'external', externalUrl: href, openInNewTab: true, title: file.name, linkPageId: null, anchor: null }} className="open" aria-label={t('openLabel', { name: file.name })}>
          {t('open')}
        </LinkView>
      )}
    </Row>
  );
}

const Rows = styled.ul`
  display: grid;
  gap: var(--space-3);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li<{ $terminal: Terminal }>`
  display: flex;
  align-items: center;
  gap: ${({ $terminal }) => ($terminal === 'pc' ? 'var(--space-4)' : 'var(--space-3)')};
  padding: ${({ $terminal }) => ($terminal === 'pc' ? 'var(--space-4) var(--space-5)' : 'var(--space-3)')};
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
  background: var(--color-bg);

  .text {
    display: grid;
    flex: 1;
    min-width: 0;
  }
  .name {
    overflow: hidden;
    font-weight: 600;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .details {
    color: var(--color-text-muted);
    font-size: var(--font-size-sm);
  }
  .open {
    display: inline-flex;
    align-items: center;
    flex: none;
    min-height: var(--touch-target);
    padding: 0 var(--space-5);
    border: 1px solid var(--color-primary);
    border-radius: var(--radius-pill);
    color: var(--color-primary-text);
    font-weight: 600;
    text-decoration: none;
  }
  .open:hover {
    background: var(--color-primary-tint);
  }
`;
