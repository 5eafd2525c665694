import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { PageRenderer } from '../../../renderer/PageRenderer';
import { moduleEnvelope } from '../../../schemas/page';
import { DEFAULT_LANGUAGE, isLanguage } from '../../i18n/languages';
import { registry } from '../registry';
import type { Examples } from './examples';

/**
 * A module type's example in the current language, rendered the way a page renders it (schema,
 * frame, lazy component), so a story shows exactly what a visitor would see.
 */
export function Example<S extends z.ZodMiniType>({ of }: { of: Examples<S> }) {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const modules = useMemo(() => [moduleEnvelope.parse(of[language])], [of, language]);
  return <PageRenderer modules={modules} registry={registry} />;
}
