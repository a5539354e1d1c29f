import type { ParseArgsConfig } from 'node:util';
import type { Call } from './client';
import type { ExitCode, Io } from './io';

export type Options = NonNullable<ParseArgsConfig['options']>;
export type Values = Record<string, string | boolean | (string | boolean)[] | undefined>;

export interface Context {
  io: Io;
  call: Call;
  /** The product's origin, for links to the screens. */
  url: string;
  json: boolean;
  /** A progress line on stderr, only when stderr is a terminal. */
  progress(text: string): void;
}

/** What a command did: its exit code, what --json prints, and what a person reads. */
export interface Outcome {
  exitCode: ExitCode;
  data: unknown;
  text: string;
  /** The command wrote stdout itself (`mcp` speaks the protocol there): print nothing more. */
  printed?: boolean;
}

export interface Command {
  /** One or two words: `sites list`, `test`. */
  name: string;
  /** Arguments and options after the name, for help and usage errors. */
  usage: string;
  summary: string;
  options?: Options;
  /** Needs no API key (`login` asks for one). */
  offline?: boolean;
  run(context: Context, values: Values, positionals: string[]): Promise<Outcome>;
}

export const passed = (data: unknown, text: string): Outcome => ({ exitCode: 0, data, text });

/** A string option's value, or undefined (parseArgs types every option loosely). */
export const text = (values: Values, name: string): string | undefined => {
  const value = values[name];
  return typeof value === 'string' ? value : undefined;
};

/** Every value of a `multiple` option, commas split too (`--fail-on changed,new-issues`). */
export const list = (values: Values, name: string): string[] => {
  const value = values[name];
  const all = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return all.flatMap((item) => String(item).split(',')).filter(Boolean);
};

/** A `--limit`/`--offset` pair as the API's list query. */
export const PAGE_OPTIONS: Options = {
  limit: { type: 'string' },
  offset: { type: 'string' },
};
