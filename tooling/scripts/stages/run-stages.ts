import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One step of a check run: a command whose exit status says whether it passed. */
export interface Stage {
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
  /** A stage of the same lane this one is pointless without (e2e needs the builds). */
  needs?: string[];
  /** A Jest stage's `--outputFile`, read for the per-project rows of the table. */
  jestJson?: string;
  /** A Jest stage's projects: the row's name when Jest's JSON does not name them per file. */
  jestProjects?: string[];
}

export type Outcome = 'passed' | 'failed' | 'skipped';

export interface StageResult {
  stage: Stage;
  outcome: Outcome;
  seconds: number;
  /** Seconds from the run's start to this stage's start: when it ran beside others. */
  startedAt: number;
  /** CPU seconds of the stage and every process it waited for (Linux). */
  cpuSeconds?: number;
}

/**
 * Runs the lanes side by side, each lane's stages one after the other; then each lane, as it
 * ends, takes the next stage of `pool` (stages bound to no lane), so neither core sits idle while
 * the other has a queue. A stage whose `needs` did not pass is skipped; every other stage runs
 * even after a failure, so one run reports every broken check. A stage's output goes to its log
 * file and is printed whole when it ends, so the lanes' outputs never interleave in a CI log.
 */
export async function runLanes(
  lanes: Stage[][],
  options: { logDir: string; cwd: string; print?: (text: string) => void; pool?: Stage[] },
): Promise<StageResult[]> {
  const pool = [...(options.pool ?? [])];
  const print = options.print ?? ((text: string) => process.stdout.write(text));
  const started = performance.now();
  const results: StageResult[] = [];
  const outcomes = new Map<string, Outcome>();

  async function runLane(lane: Stage[]) {
    for (const stage of lane) await runStage(stage);
    for (let next = pool.shift(); next; next = pool.shift()) await runStage(next);
  }

  async function runStage(stage: Stage) {
    const startedAt = (performance.now() - started) / 1000;
    const unmet = (stage.needs ?? []).filter((name) => outcomes.get(name) !== 'passed');
    if (unmet.length > 0) {
      outcomes.set(stage.name, 'skipped');
      results.push({ stage, outcome: 'skipped', seconds: 0, startedAt });
      print(`\n[test] ${stage.name}: skipped (${unmet.join(', ')} did not pass)\n`);
      return;
    }
    print(`[test] ${stage.name}: started at ${startedAt.toFixed(0)} s\n`);
    const log = join(options.logDir, `${stage.name.replace(/[^\w.-]+/g, '_')}.log`);
    const status = await runLogged(stage, log, options.cwd);
    const seconds = (performance.now() - started) / 1000 - startedAt;
    const outcome: Outcome = status === 0 ? 'passed' : 'failed';
    outcomes.set(stage.name, outcome);
    const cpu = existsSync(`${log}.cpu`) ? Number(readFileSync(`${log}.cpu`, 'utf8')) : undefined;
    results.push({
      stage,
      outcome,
      seconds,
      startedAt,
      ...(cpu === undefined ? {} : { cpuSeconds: cpu }),
    });
    print(
      `\n──── ${stage.name}: ${outcome} in ${seconds.toFixed(1)} s ────\n` +
        readFileSync(log, 'utf8'),
    );
  }

  await Promise.all(lanes.map(runLane));
  return results;
}

function runLogged(stage: Stage, log: string, cwd: string): Promise<number> {
  return new Promise((resolve) => {
    const out = createWriteStream(log);
    // Through with-cpu-time.mjs, which writes the stage's CPU seconds beside its log.
    const wrapper = join(__dirname, 'with-cpu-time.mjs');
    const child = spawn(process.execPath, [wrapper, `${log}.cpu`, stage.command, ...stage.args], {
      cwd,
      env: { ...process.env, ...stage.env, FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    let ended = false;
    const end = (text: string, status: number) => {
      if (ended) return;
      ended = true;
      out.end(text, () => resolve(status));
    };
    child.once('error', (error) => end(`${stage.command}: ${error.message}\n`, 127));
    child.once('close', (code, signal) => end(signal ? `killed by ${signal}\n` : '', code ?? 1));
  });
}
