import { resolve } from 'node:path';
import { text, type Command, type Context, type Values } from '../command';
import { usageError } from '../io';
import { applyPlan } from '../project/apply';
import { managedByOf } from '../project/config-schema';
import { loadDesired } from '../project/load';
import { computePlan, renderPlan } from '../project/plan';
import { exists, toConfig, writePulled } from '../project/pull';
import { readRemote } from '../project/state';

const PLAN_OPTIONS = { config: { type: 'string' }, prune: { type: 'boolean' } } as const;

async function plan(context: Context, values: Values) {
  const desired = loadDesired(context.io.cwd, text(values, 'config'));
  for (const c of desired.cases)
    for (const line of c.unsupported)
      context.io.stderr(`${c.file}:${line.line}: no step for: ${line.text}\n`);
  const remote = await readRemote(context);
  const changes = computePlan(desired, remote, Boolean(values.prune));
  return { desired, remote, changes };
}

export const diff: Command = {
  name: 'diff',
  usage: '[--config FILE] [--prune]',
  summary: 'Prints what `vigil deploy` would create, update (and with --prune delete).',
  options: PLAN_OPTIONS,
  async run(context, values) {
    const { desired, changes } = await plan(context, values);
    return {
      exitCode: 0,
      data: { file: desired.file, changes },
      text: renderPlan(changes, desired.file),
    };
  },
};

export const deploy: Command = {
  name: 'deploy',
  usage: '[--config FILE] [--prune] --yes',
  summary: 'Makes the team match vigil.config.*; without --yes it answers the plan and exit 2.',
  options: { ...PLAN_OPTIONS, yes: { type: 'boolean' } },
  async run(context, values) {
    const { desired, remote, changes } = await plan(context, values);
    const rendered = renderPlan(changes, desired.file);
    if (changes.length === 0)
      return { exitCode: 0, data: { file: desired.file, changes }, text: rendered };
    if (!values.yes)
      return {
        exitCode: 2,
        data: { confirm: 'deploy', file: desired.file, changes },
        text: `${rendered}\n\nNothing applied: run again with --yes to apply.`,
      };
    await applyPlan(context, changes, remote, managedByOf(desired.config));
    return {
      exitCode: 0,
      data: { file: desired.file, applied: changes },
      text: `${rendered}\n\nApplied.`,
    };
  },
};

export const pull: Command = {
  name: 'pull',
  usage: '[--out vigil.config.json] [--cases-dir vigil-cases] [--force]',
  summary:
    "Writes the team's sites, alerts and recorded cases as a config file (and Playwright files).",
  options: { out: { type: 'string' }, 'cases-dir': { type: 'string' }, force: { type: 'boolean' } },
  async run(context, values) {
    const out = text(values, 'out') ?? 'vigil.config.json';
    if (!out.endsWith('.json')) throw usageError('--out names a .json file');
    if (exists(resolve(context.io.cwd, out)) && !values.force)
      throw usageError(`${out} exists: --force replaces it`);
    const pulled = toConfig(await readRemote(context), text(values, 'cases-dir') ?? 'vigil-cases');
    const written = writePulled(context.io.cwd, out, pulled);
    return {
      exitCode: 0,
      data: { config: pulled.config, written },
      text: `Wrote ${written.join(', ')}`,
    };
  },
};
