import { describeIssue, type SchemaIssue } from '../schemas/issues';

/** Why a module was left out of a page. */
export type ModuleFault =
  | { kind: 'unknown-type'; moduleId: string; moduleType: string }
  | { kind: 'invalid'; moduleId: string; moduleType: string; issues: SchemaIssue[] }
  | { kind: 'render'; moduleId: string; moduleType: string; message: string };

export function describeFault(fault: ModuleFault): string {
  const head = `module ${fault.moduleId} (${fault.moduleType})`;
  switch (fault.kind) {
    case 'unknown-type':
      return `${head}: unknown module type`;
    case 'invalid':
      return `${head}: ${fault.issues.map(describeIssue).join('; ')}`;
    case 'render':
      return `${head}: ${fault.message}`;
  }
}
