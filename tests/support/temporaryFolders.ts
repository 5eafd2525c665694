import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Temporary folders a test file makes (`fresh`), all removed when it ends (`removeAll`, in its afterAll). */
export function temporaryFolders(prefix: string) {
  const made: string[] = [];
  return {
    fresh(): string {
      const folder = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
      made.push(folder);
      return folder;
    },
    removeAll(): void {
      for (const folder of made.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}
