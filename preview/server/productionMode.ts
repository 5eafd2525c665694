// Imported first by each of the server's entries (npm start, the render service, the prerender)
// and by the e2e suite's config (the servers its workers start), before anything loads React.
// React, its server renderer and styled-components each read NODE_ENV as they load, and pick
// their development builds unless it says 'production': checks, warnings and stacks for every
// element: the render service's CPU per page 55.9 and 54.1 ms against 36.6 and 35.4 in
// production (2026-11-29, alternating). The browser's build is a production one; so are the
// server's renders of it. A developer may still set NODE_ENV.
process.env.NODE_ENV ??= 'production';
