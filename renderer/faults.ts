import type * as z from 'zod/mini';

/** Why a module was left out of a page. */
export type ModuleFault =
  | { kind: 'unknown-type'; moduleId: string; moduleType: string }
  | { kind: 'invalid'; moduleId: string; moduleType: string; issues: FaultIssue[] }
  | { kind: 'render'; moduleId: string; moduleType: string; message: string };

export interface FaultIssue {
  path: string;
  message: string;
}

export function issuesOf(error: z.core.$ZodError): FaultIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.') || '(root)',
    message: issue.message,
  }));
}

export function describeFault(fault: ModuleFault): string {
  const head = `module ${fault.moduleId} (${fault.moduleType})`;
  switch (fault.kind) {
    case 'unknown-type':
      return `${head}: unknown module type`;
    case 'invalid':
      return `${head}: ${fault.issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ')}`;
    case 'render':
      return `${head}: ${fault.message}`;
  }
}
