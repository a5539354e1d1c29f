#!/usr/bin/env node
// Runs a command and writes the CPU seconds it and everything it waited for used (user + system)
// to the file given first: /proc/self/stat's cutime and cstime count every descendant reaped by
// its parent. A lower bound: processes reparented away (Chromium's renderers when their browser
// goes first) and services (the PostgreSQL server) are not in it. Linux only; elsewhere no file.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const [, , cpuFile, command, ...args] = process.argv;
const result = spawnSync(command, args, { stdio: 'inherit' });
if (result.error) {
  console.error(`${command}: ${result.error.message}`);
  process.exit(127);
}
if (existsSync('/proc/self/stat')) {
  // The fields after the command's name, which sits in parentheses and may hold spaces.
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  const ticksPerSecond = 100; // USER_HZ: 100 on every Linux this runs on
  const childTicks = Number(fields[13]) + Number(fields[14]); // cutime, cstime (fields 16, 17)
  writeFileSync(cpuFile, String(childTicks / ticksPerSecond));
}
process.exit(result.status ?? 1);
