// Starts the app's code once the first screen the server wrote into the page has painted
// (preview/server/sitePage.ts names the entry and the files it imports on this element): the
// page's pictures, not the code that hydrates it, have the visitor's network first. A picture
// that takes long does not hold the app back for more than a few seconds.
// Until the app is live, a button tapped (or pressed by key) is held, marked so, and pressed again
// once it is: hydration keeps the element the visitor touched, so the tap is never lost. A button
// that opens a popover (the phone's menu) is the browser's own and answers at once. A choice made
// in a select (the language) is held too, and made again once live: hydration draws the select's
// own value back, and the app hears the visitor's as a change.
(() => {
  const root = document.getElementById('root');
  if (root && !root.hasAttribute('data-live')) {
    let held = null;
    const popovers = 'popover' in HTMLElement.prototype;
    const hold = (event) => {
      const control = event.target instanceof Element ? event.target.closest('button, [role="button"]') : null;
      if (!control || !root.contains(control) || root.hasAttribute('data-live')) return;
      if (popovers && control.hasAttribute('popovertarget')) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      held?.removeAttribute('data-held');
      held = control;
      control.setAttribute('data-held', '');
    };
    const chosen = new Map();
    const keep = (event) => {
      if (event.target instanceof HTMLSelectElement && root.contains(event.target) && !root.hasAttribute('data-live')) chosen.set(event.target, event.target.value);
    };
    addEventListener('click', hold, true);
    addEventListener('change', keep, true);
    new MutationObserver((_, observer) => {
      if (!root.hasAttribute('data-live')) return;
      observer.disconnect();
      removeEventListener('click', hold, true);
      removeEventListener('change', keep, true);
      held?.removeAttribute('data-held');
      if (held?.isConnected) held.click();
      for (const [select, value] of chosen) {
        if (!select.isConnected) continue;
        select.value = value;
        select.dispatchEvent(new Event('change', { bubbles: true }));
      }
    }).observe(root, { attributes: true, attributeFilter: ['data-live'] });
  }

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
