import { writeAppConfig } from './app-config';
import { publishRemote } from './publish';
import { listRemotes } from './registry';
import { rollbackRemote } from './rollback';
import { OperatorError, REMOTE_NAMES, defaultWebDir, prepareWebRoot } from './web-root';

const USAGE = `Usage (from the repository root):
  pnpm remote:publish <name> [--no-build]  build remote-<name>, copy dist to a new version, point remotes.json at it
  pnpm remote:rollback <name> [version]    point remotes.json back (default: the version published before the current one)
  pnpm remote:list [--json]                current and available versions of every remote
  pnpm --filter @vigil/tooling remote init create the web root's folders and config/app.json
Remotes: ${REMOTE_NAMES.join(', ')}. Web root: VIGIL_WEB_DIR (default .data/web).`;

interface Io {
  out: (line: string) => void;
  err: (line: string) => void;
}

const processIo: Io = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
};

/** Runs one operator command; returns the exit code (1 with a message on stderr when it fails). */
export function runCli(args: string[], io: Io = processIo): number {
  const [command, ...rest] = args;
  const flags = rest.filter((arg) => arg.startsWith('--'));
  const positional = rest.filter((arg) => !arg.startsWith('--'));
  try {
    switch (command) {
      case 'publish': {
        const name = required(positional[0], 'publish needs a remote name');
        const result = publishRemote(name, { build: !flags.includes('--no-build') });
        io.out(`Published ${result.name} ${result.version} into ${result.dir}`);
        io.out(`remotes.json: ${result.name} -> ${result.entry}`);
        return 0;
      }
      case 'rollback': {
        const name = required(positional[0], 'rollback needs a remote name');
        const result = rollbackRemote(name, positional[1]);
        io.out(`Rolled back ${result.name}: ${result.from ?? '(none)'} -> ${result.to}`);
        return 0;
      }
      case 'list': {
        const listing = listRemotes();
        if (flags.includes('--json')) io.out(JSON.stringify(listing, null, 2));
        else {
          io.out(`web root: ${defaultWebDir()}  (* = current)`);
          for (const remote of listing) io.out(formatListing(remote));
        }
        return 0;
      }
      case 'init':
        prepareWebRoot(defaultWebDir());
        io.out(`web root: ${defaultWebDir()}`);
        io.out(`app.json: ${JSON.stringify(writeAppConfig())}`);
        return 0;
      default:
        io.err(command ? `Unknown command "${command}".\n${USAGE}` : USAGE);
        return 1;
    }
  } catch (error) {
    // Operator mistakes get one line; anything else keeps its stack for a bug report.
    io.err(
      error instanceof OperatorError ? error.message : String((error as Error).stack ?? error),
    );
    return 1;
  }
}

function required(value: string | undefined, message: string): string {
  if (!value) throw new OperatorError(`${message}.\n${USAGE}`);
  return value;
}

function formatListing(remote: ReturnType<typeof listRemotes>[number]): string {
  const versions = remote.versions.map((v) => (v === remote.current ? `*${v}` : v)).join(' ');
  return `${remote.name.padEnd(11)} ${remote.current ?? 'not published'}  [${versions}]`;
}

if (require.main === module) {
  process.exitCode = runCli(process.argv.slice(2));
}
