// The thread of parse-in-worker.ts: reads Playwright files off the API's event loop, one message
// ({id, source}) at a time, answering {id, result}, {id, refused: {line, message}} or {id, failed}.
// The contract is TypeScript, and a worker thread has no loader for it: Jest's transform never
// reaches it, and on Node 20 `node --import tsx` (the image) and the tsx command leave worker
// threads out. So tsx's require hook is registered here, and the contract required after it.
import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/cjs/api';

register();
const { importPlaywright, PlaywrightFileError } = createRequire(import.meta.url)('@vigil/contract');

parentPort.on('message', ({ id, source }) => {
  try {
    parentPort.postMessage({ id, result: importPlaywright(source) });
  } catch (error) {
    if (error instanceof PlaywrightFileError) {
      parentPort.postMessage({ id, refused: { line: error.line, message: error.message } });
    } else {
      parentPort.postMessage({ id, failed: error instanceof Error ? error.stack : String(error) });
    }
  }
});
