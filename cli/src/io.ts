/** What a command may touch of the world: injected, so the tests run the CLI in their process. */
export interface Io {
  stdout(text: string): void;
  stderr(text: string): void;
  /** Whether stderr is a terminal: progress lines are written only then (CI logs stay clean). */
  stderrIsTty: boolean;
  env: NodeJS.ProcessEnv;
  /** Where relative file arguments (`--junit out.xml`) are resolved. */
  cwd: string;
  /** Milliseconds between two looks at a running scan, test or run. */
  pollMs: number;
}

export function processIo(): Io {
  return {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    stderrIsTty: Boolean(process.stderr.isTTY),
    env: process.env,
    // `pnpm vigil` runs at the repository root; INIT_CWD is where the user typed it.
    cwd: process.env.INIT_CWD ?? process.cwd(),
    pollMs: 2_000,
  };
}

/** Exit codes (issue 45 §2): what a CI job branches on. */
export const EXIT = { passed: 0, failed: 1, usage: 2, server: 3 } as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** An error the CLI reports in one line and exits with: usage (2) or server/network (3). */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: ExitCode,
  ) {
    super(message);
  }
}

export const usageError = (message: string) => new CliError(message, EXIT.usage);
export const serverError = (message: string) => new CliError(message, EXIT.server);
