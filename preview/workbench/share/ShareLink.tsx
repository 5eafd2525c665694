import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../../src/platform/clipboard';
import type { Draft } from '../draft';
import { Tool } from '../settings/style';
import { WORKBENCH_NS } from '../texts';
import { draftFragment, LINK_LIMIT, type LinkView } from './draftLink';

interface Props {
  pageId: string;
  draft: Draft;
  view: LinkView;
  announce: (message: string) => void;
}

/** How long the address waits for typing to pause before it takes the draft again. */
const SETTLE_MS = 250;

/**
 * Keeps the workbench's address holding the draft and the view, so the address bar, a reload and
 * a colleague's link open exactly this; a draft too large for an address is said, never cut.
 */
export function ShareLink({ pageId, draft, view, announce }: Props) {
  const { t } = useTranslation(WORKBENCH_NS);
  const [length, setLength] = useState<number | null>(null);
  const viewKey = JSON.stringify(view);
  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      void draftFragment({ pageId, draft, view: JSON.parse(viewKey) as LinkView }).then((fragment) => {
        if (!current) return;
        const plain = location.pathname + location.search;
        const full = location.origin.length + plain.length + fragment.length;
        setLength(full);
        history.replaceState(null, '', full > LINK_LIMIT ? plain : plain + fragment);
      });
    }, SETTLE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [pageId, draft, viewKey]);
  const tooLarge = length !== null && length > LINK_LIMIT;
  return (
    <>
      <Tool
        type="button"
        disabled={tooLarge}
        aria-describedby={tooLarge ? 'link-too-large' : undefined}
        onClick={() => void copyText(location.href).then((done) => announce(done ? t('linkCopied') : t('copyFailed')))}
      >
        {t('copyLink')}
      </Tool>
      {tooLarge && (
        <span id="link-too-large" role="status" className="too-large">
          {t('linkTooLarge', { length, limit: LINK_LIMIT })}
        </span>
      )}
    </>
  );
}
