// The fault matrix's eleven faults (issue 13): their names, the error kind the gateway client
// reads each as (spec section 8), and whether each is a refusal. The browser's matrix answers them
// with Playwright (tests/e2e/faultMatrix.ts), the unit tests with fetch
// (tests/unit/support/faultAnswers.ts): one list, two ways to answer it.
import { REJECT_WITH_CODE, type GatewayErrorKind } from '../../src/platform/errors';

export const FAULT_KINDS = [
  { name: 'HTTP 500', kind: 'status', refuses: false },
  { name: 'HTTP 401', kind: 'status', refuses: true },
  { name: 'HTTP 404 with an HTML body', kind: 'status', refuses: false },
  { name: 'a timeout', kind: 'timeout', refuses: false },
  { name: 'malformed JSON', kind: 'invalid', refuses: false },
  { name: 'truncated JSON', kind: 'invalid', refuses: false },
  { name: 'isSuccess false with businessMessage', kind: 'business', refuses: true },
  { name: 'isSuccess false without businessMessage', kind: 'business', refuses: true },
  { name: 'isSuccess false with homePageId', kind: 'homePage', refuses: true },
  { name: `businessCode ${REJECT_WITH_CODE}`, kind: 'businessCode', refuses: true },
  { name: 'an aborted request', kind: 'network', refuses: false },
] as const satisfies readonly FaultKind[];

export interface FaultKind {
  name: string;
  /** The error kind the gateway client reads it as. */
  kind: GatewayErrorKind;
  /** A refusal (a 401, the gateway's isSuccess false) may end a session; any other fault must not. */
  refuses: boolean;
}

export type FaultName = (typeof FAULT_KINDS)[number]['name'];

/** Each fault of the list with its answer, in the list's order. */
export const withAnswers = <A>(answers: Record<FaultName, A>): (FaultKind & { answer: A })[] => FAULT_KINDS.map((fault) => ({ ...fault, answer: answers[fault.name] }));
