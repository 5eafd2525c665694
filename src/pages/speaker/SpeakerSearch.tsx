import type { Terminal } from '../../../schemas/page';
import { ROUTES } from '../../site/routes';
import { useSite } from '../../site/SiteContext';
import { useAppHref } from '../../site/siteParams';
import { PagedResults } from '../shared/PagedResults';
import { SearchPage } from '../shared/SearchPage';
import { ResultPlaceholder, SpeakerResult } from './SpeakerResult';
import { useSpeakerSearch } from './speakers';
import { SPEAKER_PAGES_NS } from './texts';

/**
 * pages/speaker/search/index (spec section 2): the event's speakers matching the address's
 * `keyword` (every speaker without one), 20 to a page, each opening their detail page; Back
 * brings the previous search.
 */
export default function SpeakerSearch() {
  return <SearchPage ns={SPEAKER_PAGES_NS} param="keyword" results={(keyword, terminal) => <Results keyword={keyword} terminal={terminal} />} />;
}

/** Grey results while the first page loads: two lines of four on a desktop, the first screen on a phone. */
const PLACEHOLDERS = 8;

function Results({ keyword, terminal }: { keyword: string; terminal: Terminal }) {
  const { site } = useSite();
  const href = useAppHref();
  const placeholders = Array.from({ length: PLACEHOLDERS }, (_, index) => <ResultPlaceholder key={index} terminal={terminal} />);
  return (
    <PagedResults ns={SPEAKER_PAGES_NS} search={useSpeakerSearch(keyword)} placeholders={placeholders}>
      {(speakers) =>
        speakers.map((speaker) => (
          <SpeakerResult key={speaker.pkey} speaker={speaker} language={site.language} terminal={terminal} href={href(ROUTES.speakerDetail, { id: speaker.pkey })} />
        ))
      }
    </PagedResults>
  );
}
