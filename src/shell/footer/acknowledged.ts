import { getStoredOrEmpty, setStored } from '../../platform/storage';

/** The first-visit notice is remembered per event: its language sites share it, so a switch of language does not ask again. */
const key = (eventId: string) => `privacyNotice:${eventId}`;

export const isAcknowledged = (eventId: string) => getStoredOrEmpty(key(eventId)) === 'acknowledged';

export const acknowledge = (eventId: string) => setStored(key(eventId), 'acknowledged');
