import type { ScheduleSpeaker } from '../../../schemas/content/schedule';
import type { Link } from '../../../schemas/modules/link';
import { ROUTES } from '../../site/routes';
import type { TimedSession } from './timed';

/** A session's own page, where its title leads. */
export const sessionLink = (item: TimedSession): Link => ({ linkType: 'route', route: ROUTES.scheduleDetail, query: { id: item.id }, openInNewTab: false, title: item.title });

/** A speaker's profile page. */
export const speakerLink = (speaker: ScheduleSpeaker): Link => ({ linkType: 'route', route: ROUTES.speakerDetail, query: { id: speaker.pkey }, openInNewTab: false, title: speaker.fullName });
