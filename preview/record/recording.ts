import fs from 'node:fs';
import path from 'node:path';
import { loadFixtureBundle, type FixtureBundle, type FixtureManifest } from '../../fixtures/index';
import type { ReplyPlace } from '../server/gateway';
import { redact } from './redact';

/** How and when a bundle was recorded: the manifest's note (docs/fixtures.md, "Record and replay"). */
export interface RecordingNote {
  /** The gateway's address (RECORD_FROM) or the HAR file it was converted from. */
  from: string;
  at: string;
  by: 'RECORD_FROM' | 'fixtures:from-har';
}

/**
 * A bundle being recorded: created with its manifest when the folder has none, then one reply
 * per place written as the wire sent it, minus credentials. The first site recorded becomes the
 * default site. A place already recorded keeps its first reply: a recording is a snapshot.
 */
export class Recording {
  readonly bundle: FixtureBundle;
  private readonly manifestFile: string;

  constructor(dir: string, note: RecordingNote) {
    const absolute = path.resolve(dir);
    this.manifestFile = path.join(absolute, 'manifest.json');
    if (!fs.existsSync(this.manifestFile)) {
      fs.mkdirSync(absolute, { recursive: true });
      const manifest: FixtureManifest = {
        title: `Recorded from ${note.from}`,
        description: `Recorded by ${note.by} from ${note.from} on ${note.at}. Authorization headers, cookies and tokens were not written.`,
        defaultSiteId: '',
        loginStrong: true,
        recorded: note,
      };
      this.writeManifest(manifest);
    }
    this.bundle = loadFixtureBundle(absolute);
  }

  has(place: ReplyPlace): boolean {
    return this.bundle.replies.some((reply) => reply.area === place.area && reply.call === place.call && reply.key === place.key);
  }

  /** Writes a reply (an envelope) at its place; returns false when the place already holds one. */
  save(place: ReplyPlace, reply: unknown): boolean {
    if (this.has(place)) return false;
    const file = path.join(this.bundle.dir, place.area, place.call, `${place.key}.json`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `${JSON.stringify(redact(reply), null, 2)}\n`);
    this.bundle.replies.push({ ...place, file });
    if (!this.bundle.manifest.defaultSiteId && place.area === 'Site' && place.call === 'GetSiteById') {
      this.writeManifest({ ...this.bundle.manifest, defaultSiteId: place.key });
    }
    return true;
  }

  private writeManifest(manifest: FixtureManifest): void {
    fs.writeFileSync(this.manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
    if (this.bundle) Object.assign(this.bundle.manifest, manifest);
  }
}
