// Starts the app's code once the first screen the server wrote into the page has painted
// (preview/server/sitePage.ts names the entry and the files it imports on this element): the
// page's pictures, not the code that hydrates it, have the visitor's network first. A picture
// that takes long does not hold the app back for more than a few seconds.
(() => {
  const { entry, imports } = document.currentScript.dataset;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of imports ? imports.split(' ') : []) {
      const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' });
      document.head.append(link);
    }
    document.head.append(Object.assign(document.createElement('script'), { type: 'module', src: entry, crossOrigin: '' }));
  };
  const afterPaint = () => requestAnimationFrame(() => setTimeout(start, 0));
  const hero = document.querySelector('#root img[fetchpriority="high"]');
  if (hero && !hero.complete) {
    hero.addEventListener('load', afterPaint, { once: true });
    hero.addEventListener('error', afterPaint, { once: true });
    setTimeout(start, 3000);
  } else {
    afterPaint();
  }
})();
