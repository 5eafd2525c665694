import { QRCodeSVG } from 'qrcode.react';
import { QR_OPTIONS } from './qrOptions';

interface Props {
  value: string;
  /** Its side in CSS pixels: 200 and up reads from arm's length on a phone. */
  size: number;
  /** What the code holds, for screen readers (the text is also shown beside it). */
  label: string;
}

/** A QR code as SVG, black on white whatever the theme: scanners need the contrast. */
export default function QrCode({ value, size, label }: Props) {
  return <QRCodeSVG value={value} size={size} role="img" aria-label={label} {...QR_OPTIONS} />;
}
