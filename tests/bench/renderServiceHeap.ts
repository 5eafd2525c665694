// The render service as the bench runs it (preview/server/renderMain.ts, unchanged), answering
// the bench's word over Node's IPC channel with its live heap after a full collection: the
// resident figure alone also counts garbage not collected yet, and moves by 150 MB from one
// reading to the next while the heap stays flat. Run with --expose-gc.
import process from 'node:process';

process.on('message', (message) => {
  if (message !== 'heap') return;
  // A second pass frees what the first one's finalisers let go.
  globalThis.gc!();
  globalThis.gc!();
  process.send!(process.memoryUsage().heapUsed);
});

await import('../../preview/server/renderMain');
