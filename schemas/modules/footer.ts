import * as z from 'zod/mini';
import { fileUrl, text } from '../primitives';
import { moduleSchema } from './common';
import { link } from './link';

export const footerConfig = z.looseObject({
  logo: z.nullish(fileUrl),
  about: text,
  columns: z._default(
    z.array(z.looseObject({ title: z.string(), links: z._default(z.array(z.extend(link, { text: z.string() })), []) })),
    [],
  ),
  contacts: z._default(z.array(z.looseObject({ label: z.string(), value: z.string() })), []),
  qrCodes: z._default(z.array(z.looseObject({ image: fileUrl, caption: text })), []),
  copyright: text,
});

export const footerModule = moduleSchema('footer', footerConfig);
export type FooterModule = z.infer<typeof footerModule>;
