import type { FixtureBundle } from '../../fixtures/index';
import { pathAfter, sendText } from './http';
import type { Route } from './router';
import { isFile, resolveInside, REVALIDATE, serveFile } from './static';

const FILES_BASE = '/files/';

/** `/files/<bundle>/<file>`: a bundle's static files (the image URLs its payloads carry). */
export function fixtureFileRoutes(bundles: readonly FixtureBundle[]): Route[] {
  return [
    {
      methods: ['GET', 'HEAD'],
      path: FILES_BASE,
      prefix: true,
      handle: async (req, res, { url }) => {
        const relative = pathAfter(url.pathname, FILES_BASE);
        const slash = relative.indexOf('/');
        const bundle = bundles.find((candidate) => candidate.name === relative.slice(0, slash));
        const file = bundle && slash > 0 ? resolveInside(bundle.filesDir, relative.slice(slash + 1)) : null;
        if (!isFile(file)) return sendText(res, 404, `No fixture file at ${url.pathname}`);
        return serveFile(req, res, file, REVALIDATE);
      },
    },
  ];
}
