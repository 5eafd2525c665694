import { useEffect } from 'react';
import type { Terminal } from '../../schemas/page';
import type { Site } from '../../schemas/site';

/**
 * Applies the organiser's own CSS and JavaScript for the terminal in force. They are the site
 * owner's code by design (spec section 3); they run once per site and terminal, and a throw in
 * them is reported, never fatal.
 */
export function useCustomCode(site: Site, terminal: Terminal): void {
  const css = terminal === 'pc' ? site.pcCss : site.mobileCss;
  const js = terminal === 'pc' ? site.pcJs : site.mobileJs;

  useEffect(() => {
    if (!css) return;
    const style = document.createElement('style');
    style.dataset.siteCustom = terminal;
    style.textContent = css;
    document.head.append(style);
    return () => style.remove();
  }, [css, terminal]);

  useEffect(() => {
    if (!js) return;
    // From a blob: address, not inline: the deployment's policy has no 'unsafe-inline' for
    // scripts but allows blob:, which only code already running can make (docs/deploy.md).
    const source = URL.createObjectURL(new Blob([`try{${js}\n}catch(error){console.error('[site-custom-js]',error)}`], { type: 'text/javascript' }));
    const script = document.createElement('script');
    script.dataset.siteCustom = terminal;
    script.src = source;
    document.body.append(script);
    return () => {
      script.remove();
      URL.revokeObjectURL(source);
    };
  }, [js, terminal]);
}
