// Per-environment configuration for a static deployment: set addresses here, e.g.
// window.__DOMAIN_CONFIG__ = { gateway: 'https://gateway.example.com', sso: 'https://sso.example.com', siteId: '1001' };
// The replay server (npm start) serves its own version of this file.
