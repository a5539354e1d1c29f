import { parseArgs } from 'node:util';
import { apiClient } from './client';
import type { Command, Context, Outcome } from './command';
import { COMMANDS } from './commands';
import { resolveConnection } from './config';
import { CliError, EXIT, usageError, type ExitCode, type Io } from './io';

const GLOBAL_OPTIONS = {
  json: { type: 'boolean' },
  url: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

export function helpText(): string {
  const width = Math.max(...COMMANDS.map((command) => command.name.length));
  const lines = COMMANDS.map((command) => `  ${command.name.padEnd(width)}  ${command.summary}`);
  return [
    'Usage: vigil <command> [options] [--json] [--url ORIGIN]',
    '',
    'Commands:',
    ...lines,
    '',
    'Auth: VIGIL_API_KEY and VIGIL_URL, or `vigil login`. Exit codes: 0 passed, 1 a check failed,',
    '2 usage or an unconfirmed write, 3 server or network. `vigil <command> --help` for its options.',
  ].join('\n');
}

/** The command named by the first one or two words (`sites list`, `test`), and the rest. */
function findCommand(argv: string[]): { command: Command; rest: string[] } {
  const two = `${argv[0]} ${argv[1]}`;
  const command =
    COMMANDS.find((candidate) => candidate.name === two) ??
    COMMANDS.find((candidate) => candidate.name === argv[0]);
  if (!command) {
    const group = COMMANDS.filter((candidate) => candidate.name.startsWith(`${argv[0]} `));
    const hint = group.length
      ? `: ${group.map((c) => c.name).join(', ')}`
      : '; `vigil --help` lists them';
    throw usageError(`unknown command ${argv.slice(0, 2).join(' ')}${hint}`);
  }
  return { command, rest: argv.slice(command.name.split(' ').length) };
}

function parse(command: Command, rest: string[]) {
  try {
    return parseArgs({
      args: rest,
      options: { ...GLOBAL_OPTIONS, ...command.options },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    throw usageError(`${(error as Error).message}\nusage: vigil ${command.name} ${command.usage}`);
  }
}

async function execute(argv: string[], io: Io, wantsJson: boolean): Promise<Outcome> {
  if (argv.length === 0 || argv[0] === '--help' || argv[0] === '-h' || argv[0] === 'help')
    return { exitCode: EXIT.passed, data: { help: helpText() }, text: helpText() };
  const { command, rest } = findCommand(argv);
  const { values, positionals } = parse(command, rest);
  if (values.help) {
    const text = `usage: vigil ${command.name} ${command.usage}\n\n${command.summary}`;
    return { exitCode: EXIT.passed, data: { help: text }, text };
  }
  const connection = command.offline
    ? null
    : resolveConnection(io, typeof values.url === 'string' ? values.url : undefined);
  const context: Context = {
    io,
    json: wantsJson,
    url: connection?.url ?? '',
    call: connection ? apiClient(connection) : () => Promise.reject(new Error('offline command')),
    progress: (line) => {
      if (io.stderrIsTty) io.stderr(`${line}\n`);
    },
  };
  return command.run(context, values, positionals);
}

/** Runs one command line; answers the exit code (the bin sets it, the tests read it). */
export async function run(argv: string[], io: Io): Promise<ExitCode> {
  const wantsJson = argv.includes('--json');
  try {
    const outcome = await execute(argv, io, wantsJson);
    if (!outcome.printed)
      io.stdout(wantsJson ? `${JSON.stringify(outcome.data, null, 2)}\n` : `${outcome.text}\n`);
    return outcome.exitCode;
  } catch (error) {
    if (!(error instanceof CliError)) throw error;
    // With --json a script still gets JSON on stdout; the words go to stderr either way.
    if (wantsJson)
      io.stdout(
        `${JSON.stringify({ error: error.message, exit_code: error.exitCode }, null, 2)}\n`,
      );
    io.stderr(`vigil: ${error.message}\n`);
    return error.exitCode;
  }
}
