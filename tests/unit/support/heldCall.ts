import { fromPromise } from 'xstate';

/**
 * An injected call (a `fromPromise` actor) that records each request and waits until the test
 * answers it: the test decides when and how the call ends, without a network or a timer.
 */
export function heldCall<Output, Input>() {
  const requests: Input[] = [];
  const pending: { resolve: (output: Output) => void; reject: (error: unknown) => void }[] = [];
  const logic = fromPromise<Output, Input>(({ input }) => {
    requests.push(input);
    return new Promise<Output>((resolve, reject) => pending.push({ resolve, reject }));
  });
  /** Ends the latest request: with its output, or rejected with an error. */
  const answer = (outcome: { output: Output } | { error: unknown }) => {
    const latest = pending.at(-1)!;
    if ('error' in outcome) latest.reject(outcome.error);
    else latest.resolve(outcome.output);
  };
  return { logic, requests, answer };
}
