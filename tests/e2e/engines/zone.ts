/** The lane's visitor is away from the venue: the built-in events are in Macau (UTC+8); Lisbon changes its clocks on 25 October. */
export const VISITOR_ZONE = 'Europe/Lisbon';
