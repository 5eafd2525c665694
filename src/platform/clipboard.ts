import { i18next } from '../i18n';
import { toast } from './toast';

/**
 * Copies text to the clipboard (spec section 8): the Clipboard API first, then, where it is
 * missing or refuses (insecure context, no permission), a hidden textarea and execCommand.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return copyWithTextarea(text);
  }
}

/** Copies and tells the visitor how it went, as the spec's copy success / failure messages. */
export async function copyAndTell(text: string): Promise<boolean> {
  const copied = await copyText(text);
  toast.showToast(
    copied ? { title: i18next.t('toast:copySuccess'), icon: 'success' } : { title: i18next.t('toast:copyFailed'), icon: 'error' },
  );
  return copied;
}

function copyWithTextarea(text: string): boolean {
  if (typeof document.execCommand !== 'function') return false;
  const focused = document.activeElement;
  const area = document.createElement('textarea');
  area.value = text;
  // Read-only keeps phone keyboards shut; fixed and transparent keeps the page from moving.
  area.setAttribute('readonly', '');
  area.setAttribute('aria-hidden', 'true');
  Object.assign(area.style, { position: 'fixed', top: '0', left: '0', opacity: '0', pointerEvents: 'none' });
  document.body.append(area);
  try {
    // Focus and an explicit range as well: iOS Safari ignores select() on an unfocused field.
    area.focus();
    area.select();
    area.setSelectionRange(0, text.length);
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    if (focused instanceof HTMLElement) focused.focus();
  }
}
