import { act, render, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { RendererProvider } from '../../../renderer/context';
import { PageRenderer } from '../../../renderer/PageRenderer';
import { moduleEnvelope, type Terminal } from '../../../schemas/page';
import type { LanguageCode } from '../../../schemas/primitives';
import { initI18n } from '../../../src/i18n';
import { registry } from '../../../src/modules/registry';
import { exampleServices } from '../../support/exampleServices';
import { ModuleHostProvider, type ModuleHost } from '../../../src/site/host';
import { exampleHost } from '../../support/kitchenSink';

/**
 * Renders a picture, video or document payload on the kitchen-sink site (whose material the
 * replayed gateway answers) and waits until nothing in it is busy. `host` changes the site, so
 * a test can reach a reply no other test has cached.
 */
export async function renderMaterial(payload: unknown, terminal: Terminal, language: LanguageCode = 'en-US', host: Partial<ModuleHost> = {}) {
  await act(() => initI18n(language).changeLanguage(language));
  const view = render(
    <RendererProvider services={exampleServices(terminal)}>
      <ModuleHostProvider host={{ ...exampleHost(language), ...host }}>
        <PageRenderer modules={[moduleEnvelope.parse(payload)]} registry={registry} />
      </ModuleHostProvider>
    </RendererProvider>,
  );
  await waitFor(() => {
    const section = view.container.querySelector('section[data-module-type]');
    expect(section?.childElementCount).toBeGreaterThan(0);
    expect(section!.querySelector('[aria-busy="true"]')).toBeNull();
  });
  // Replies render as transitions: let React finish them, so a test clicks the player it will keep.
  await act(async () => {});
  return view;
}
