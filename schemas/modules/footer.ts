import { z } from 'zod';
import { safeUrl, text } from '../primitives';
import { moduleSchema } from './common';
import { link } from './link';

export const footerConfig = z.looseObject({
  logo: safeUrl.nullish(),
  about: text,
  columns: z
    .array(z.looseObject({ title: z.string(), links: z.array(link.extend({ text: z.string() })).default([]) }))
    .default([]),
  contacts: z.array(z.looseObject({ label: z.string(), value: z.string() })).default([]),
  qrCodes: z.array(z.looseObject({ image: safeUrl, caption: text })).default([]),
  copyright: text,
});

export const footerModule = moduleSchema('footer', footerConfig);
export type FooterModule = z.infer<typeof footerModule>;
