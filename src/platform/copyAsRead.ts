const SOFT_HYPHENS = /\u00ad/g;

/**
 * What a visitor copies from the page, without the soft hyphens long words are drawn with
 * (src/theme/words.ts): Chromium copies them with the text, where they would split a pasted name
 * or search. The plain text and the markup both, as the browser would have put them.
 */
export function copyWithoutSoftHyphens(page: Document): void {
  page.addEventListener('copy', (event) => {
    const selection = page.getSelection();
    const text = selection?.toString() ?? '';
    if (!event.clipboardData || !selection || !text.includes('\u00ad')) return;
    const holder = page.createElement('div');
    for (let index = 0; index < selection.rangeCount; index++) holder.append(selection.getRangeAt(index).cloneContents());
    event.clipboardData.setData('text/plain', text.replace(SOFT_HYPHENS, ''));
    // Markup keeps a soft hyphen as the character itself: its serialisation escapes no more than &, <, > and the no-break space.
    event.clipboardData.setData('text/html', holder.innerHTML.replace(SOFT_HYPHENS, ''));
    event.preventDefault();
  });
}
