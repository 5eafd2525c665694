import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RendererServices } from '../../renderer/context';
import { describeFault } from '../../renderer/faults';
import type { Terminal } from '../../schemas/page';
import { config } from '../platform/config';
import { report } from '../platform/report';
import { PayloadLink } from './PayloadLink';

/** The product's side of the renderer contract: mode, links, texts and fault reporting. */
export function useRendererServices(terminal: Terminal): RendererServices {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      mode: config().mode,
      terminal,
      onFault: (fault) => report('module-fault', { ...fault, summary: describeFault(fault) }),
      // Authority rules arrive with sign-in; until then every visitor sees every module.
      canSee: () => true,
      LinkView: PayloadLink,
      text: (key) => t(`common:renderer.${key}`),
    }),
    [t, terminal],
  );
}
