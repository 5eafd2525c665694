import type { Thing, WithContext } from 'schema-dts';
import type { Site } from '../../schemas/site';
import { speakerText } from '../../src/modules/speaker/speakerText';
import type { PageHead } from '../../src/site/siteHead';
import { breadcrumbStructuredData, sessionStructuredData, speakerStructuredData, storyStructuredData, type Addresses } from '../../src/site/structuredData';
import type { Subject } from './firstScreen';

/**
 * What a detail page says of its content before any script runs: its name in the tab and in a
 * shared link's preview (a story's summary and cover, a speaker's role and portrait, a session's
 * topic), and its schema.org data (a `NewsArticle`, a `Person`, an `Event`) with its breadcrumbs;
 * a list page, its heading in the tab and its breadcrumbs.
 */
export function subjectHead(site: Site, subject: Subject | null, canonical: string, addresses: Addresses): { head: PageHead; data: WithContext<Thing>[] } {
  const about = (head: PageHead, data: WithContext<Thing> | null) => ({
    head,
    // Under the site's home: its way in, a list or a search, is no place of the page tree (a search is kept from crawlers).
    data: head.title ? [...(data ? [data] : []), breadcrumbStructuredData(site, null, [], addresses.origin, { name: head.title, item: canonical })!] : [],
  });
  switch (subject?.kind) {
    case 'story':
      return about({ title: subject.story.title, preview: subject.story }, storyStructuredData(site, subject.story, canonical, addresses.fileServer));
    case 'speaker': {
      const text = speakerText(subject.speaker, site.language);
      const role = [text.position, text.company].filter(Boolean).join(', ');
      const head = text.fullName ? { title: text.fullName, preview: { title: text.fullName, description: role || null, image: subject.speaker.avatar, type: 'profile' as const } } : {};
      return about(head, speakerStructuredData(text, subject.speaker, canonical, addresses.fileServer));
    }
    case 'session': {
      const { title, topic } = subject.session;
      return about({ title, preview: { title, description: topic, type: 'website' } }, sessionStructuredData(site, subject.session, canonical, addresses));
    }
    case 'list': {
      // Under its module's page where the tree is known, else under the home.
      return { head: { title: subject.title }, data: [breadcrumbStructuredData(site, subject.home, subject.trail, addresses.origin, { name: subject.title, item: canonical })!] };
    }
    default:
      return { head: {}, data: [] };
  }
}
