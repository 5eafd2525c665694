// The parts of structured-data-testing-tool (no types of its own) the tests use: its API as its README gives it.
declare module 'structured-data-testing-tool' {
  export interface Test {
    test: string;
    expect?: unknown;
    type?: 'jsonld' | 'microdata' | 'rdfa' | 'metatag' | 'any';
    warning?: boolean;
  }
  export interface Preset {
    name: string;
    description?: string;
    schema?: string;
    conditional?: Test;
    tests?: Test[];
    presets?: Preset[];
  }
  export interface Result {
    passed: Test[];
    failed: Test[];
    warnings: Test[];
    schemas: string[];
  }
  /** Resolves when every test passes; rejects with `{ type: 'VALIDATION_FAILED', res }` when one fails. */
  export function structuredDataTest(input: string | Buffer, options?: { presets?: Preset[]; schemas?: string[]; tests?: Test[] }): Promise<Result>;
}

declare module 'structured-data-testing-tool/presets' {
  import type { Preset } from 'structured-data-testing-tool';
  export const Google: Preset;
}
