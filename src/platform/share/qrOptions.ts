/**
 * How every QR code of the product is drawn (qrcode.react): error correction M survives a
 * phone screen's glare and a little damage; the four-module quiet zone the standard asks for
 * lets scanners find it on any background. The e2e tests draw the same code with these to
 * check what a page shows.
 */
export const QR_OPTIONS = { level: 'M', marginSize: 4, bgColor: '#ffffff', fgColor: '#000000' } as const;
