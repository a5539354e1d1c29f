import type { Command } from '../command';
import { caseExport, caseImport, caseList } from './cases';
import { ci } from './ci';
import { issuesList, schedulesList } from './issues';
import { login } from './login';
import { mcp } from './mcp';
import { deploy, diff, pull } from './project';
import { caserun, flowrun } from './runs';
import { scan } from './scan';
import { pagesList, sitesAdd, sitesList, sitesRm } from './sites';
import { test } from './test-command';

/** Every command, in the order `vigil --help` lists them. */
export const COMMANDS: Command[] = [
  login,
  sitesList,
  sitesAdd,
  sitesRm,
  pagesList,
  scan,
  test,
  ci,
  caserun,
  flowrun,
  caseList,
  caseExport,
  caseImport,
  issuesList,
  schedulesList,
  diff,
  deploy,
  pull,
  mcp,
];
