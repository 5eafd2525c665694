import type * as z from 'zod/mini';

/** One reason a payload failed its schema, where in the payload and why. */
export interface SchemaIssue {
  path: string;
  message: string;
}

/** A failed parse's issues, each with its dotted path (`(root)` for the payload itself). */
export function issuesOf(error: z.core.$ZodError): SchemaIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.') || '(root)',
    message: issue.message,
  }));
}

/** An issue as one line for logs and the preview: `path: message`. */
export const describeIssue = ({ path, message }: SchemaIssue): string => `${path}: ${message}`;
