import { act, render, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { RendererProvider } from '../../../renderer/context';
import { PageRenderer } from '../../../renderer/PageRenderer';
import type { ModuleFault } from '../../../renderer/faults';
import { moduleEnvelope, type Terminal } from '../../../schemas/page';
import type { LanguageCode } from '../../../schemas/primitives';
import { initI18n } from '../../../src/i18n';
import { registry } from '../../../src/modules/registry';
import { exampleServices } from '../../support/exampleServices';

/**
 * Renders one module payload the way a page does (schema, frame, lazy component) and waits
 * for its component to load. Any fault fails the test: examples must always be valid.
 */
export async function renderModule(payload: unknown, terminal: Terminal, language: LanguageCode = 'en-US') {
  initI18n(language);
  const faults: ModuleFault[] = [];
  const modules = [moduleEnvelope.parse(payload)];
  const view = render(
    <RendererProvider services={exampleServices(terminal, (fault) => faults.push(fault))}>
      <div lang={language}>
        <PageRenderer modules={modules} registry={registry} />
      </div>
    </RendererProvider>,
  );
  // The page shows a module once its code is here; then it may still be loading its data.
  await waitFor(() => {
    expect(view.container.querySelector('[data-module-type]')).not.toBeNull();
    expect(view.container.querySelector('[aria-busy="true"]')).toBeNull();
  });
  // What the module set up after its commit (a countdown's interval) is in place before the test
  // moves the clock: on a busy machine React may not have run those effects yet.
  await act(async () => {});
  expect(faults).toEqual([]);
  return view;
}

/** A deep copy of an example to vary in one test without touching the shared one. */
export function variant<T>(example: T, change: (copy: T) => void): T {
  const copy = structuredClone(example);
  change(copy);
  return copy;
}
