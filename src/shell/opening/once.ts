/** Once per visit: the tab's session remembers each site whose opening page was shown. */
const key = (siteId: string) => `openingShown:${siteId}`;

export function openingShown(siteId: string): boolean {
  try {
    return sessionStorage.getItem(key(siteId)) !== null;
  } catch {
    return false;
  }
}

export function markOpeningShown(siteId: string): void {
  try {
    sessionStorage.setItem(key(siteId), '1');
  } catch {
    // Private mode: it may show again on the next full load.
  }
}
