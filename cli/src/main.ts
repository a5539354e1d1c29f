import { processIo } from './io';
import { run } from './run';

run(process.argv.slice(2), processIo()).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    // A bug of the CLI's own, not a verdict on the site: the stack helps whoever reports it.
    process.stderr.write(`vigil: unexpected error\n${(error as Error).stack ?? String(error)}\n`);
    process.exitCode = 3;
  },
);
