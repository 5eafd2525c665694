import type { ScheduleOption } from '../../../schemas/content/schedule';
import type { TimedSession } from './timed';

/** A session placed in its room's column: minutes from the grid's start, and its lane among sessions it overlaps. */
export interface Placed {
  session: TimedSession;
  top: number;
  length: number;
  lane: number;
  lanes: number;
}

export interface Room {
  /** null: the sessions that name no venue. */
  venue: ScheduleOption | null;
  sessions: Placed[];
}

export interface RoomGridLayout {
  /** The first whole hour at or before the earliest session, and the minutes the grid spans from it. */
  start: Date;
  minutes: number;
  rooms: Room[];
}

const HOUR = 3_600_000;
const MINUTE = 60_000;

/**
 * Sessions that overlap share their column side by side: each takes the first lane free at its
 * start, and every session of a cluster (sessions linked by overlaps) is as narrow as the
 * cluster's widest moment needs.
 */
function lanesOf(sessions: readonly TimedSession[]): { lane: number; lanes: number }[] {
  const placed: { lane: number; lanes: number }[] = [];
  let cluster: number[] = [];
  let clusterEnd = -Infinity;
  let laneEnds: number[] = [];
  const close = () => {
    for (const index of cluster) placed[index]!.lanes = laneEnds.length;
    cluster = [];
    laneEnds = [];
  };
  sessions.forEach((session, index) => {
    const begin = session.begin.getTime();
    if (begin >= clusterEnd) close();
    let lane = laneEnds.findIndex((end) => end <= begin);
    if (lane === -1) lane = laneEnds.push(0) - 1;
    laneEnds[lane] = session.end.getTime();
    clusterEnd = Math.max(clusterEnd, session.end.getTime());
    cluster.push(index);
    placed[index] = { lane, lanes: 1 };
  });
  close();
  return placed;
}

/**
 * A day's sessions (in time order) laid out room by room: the event's venues in their order,
 * each with its sessions (an empty room keeps its column, so the grid reads the same every
 * day), then the rooms that only the sessions name, then the sessions without a room.
 */
export function roomGrid(sessions: readonly TimedSession[], venues: readonly ScheduleOption[]): RoomGridLayout | null {
  if (!sessions.length) return null;
  const start = new Date(Math.floor(Math.min(...sessions.map((session) => session.begin.getTime())) / HOUR) * HOUR);
  const end = Math.ceil(Math.max(...sessions.map((session) => session.end.getTime())) / HOUR) * HOUR;
  const rooms = new Map<string, Room>(venues.map((venue) => [venue.id, { venue, sessions: [] }]));
  const byRoom = new Map<string, TimedSession[]>();
  for (const session of sessions) {
    const key = session.venue?.id ?? '';
    if (session.venue && !rooms.has(key)) rooms.set(key, { venue: session.venue, sessions: [] });
    byRoom.set(key, [...(byRoom.get(key) ?? []), session]);
  }
  if (byRoom.has('')) rooms.set('', { venue: null, sessions: [] });
  for (const [key, room] of rooms) {
    const inRoom = byRoom.get(key) ?? [];
    const lanes = lanesOf(inRoom);
    room.sessions = inRoom.map((session, index) => ({
      session,
      top: (session.begin.getTime() - start.getTime()) / MINUTE,
      length: Math.max(0, session.end.getTime() - session.begin.getTime()) / MINUTE,
      ...lanes[index]!,
    }));
  }
  return { start, minutes: (end - start.getTime()) / MINUTE, rooms: [...rooms.values()] };
}
