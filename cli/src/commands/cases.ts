import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { href, toPlaywrightSpec } from '@vigil/contract';
import { PAGE_OPTIONS, passed, text, type Command } from '../command';
import { listed, pageQuery } from '../format';
import { usageError } from '../io';
import { findSite, screen } from '../target';

export const caseList: Command = {
  name: 'case list',
  usage: '[--site SITE] [--limit N] [--offset N]',
  summary: "The team's cases (generated and recorded).",
  options: { site: { type: 'string' }, ...PAGE_OPTIONS },
  async run(context, values) {
    const siteName = text(values, 'site');
    const site = siteName ? await findSite(context, siteName) : null;
    const query = pageQuery(values);
    const cases = await context.call('listCases', { query: { ...query, site_id: site?.id } });
    const rows = cases.results.map((c) => [c.id, c.type, c.steps.length, c.title]);
    const empty =
      'No cases yet: Vigil generates them after a crawl, or `vigil case import <file> --site <site>`.';
    return listed(cases, query.offset, ['ID', 'TYPE', 'STEPS', 'TITLE'], rows, empty);
  },
};

/** A case as a Playwright test file (the same exporter as the case screen's). */
export const caseExport: Command = {
  name: 'case export',
  usage: '<case> [--out FILE]',
  summary: 'Writes a case as a Playwright test file (stdout, or --out FILE).',
  options: { out: { type: 'string' } },
  async run(context, values, [caseId]) {
    if (!caseId) throw usageError('name the case: its id (`vigil case list`)');
    const testCase = await context.call('getCase', { params: { id: caseId } });
    const site = testCase.site
      ? await context.call('getSite', { params: { id: testCase.site } })
      : null;
    const spec = toPlaywrightSpec(testCase, site?.site_url ?? null);
    const out = text(values, 'out');
    if (!out) return passed({ case: testCase.id, source: spec }, spec.trimEnd());
    writeFileSync(resolve(context.io.cwd, out), spec);
    return passed({ case: testCase.id, file: out }, `Wrote ${out}`);
  },
};

export const caseImport: Command = {
  name: 'case import',
  usage: '<file.spec.ts> --site SITE [--title TITLE]',
  summary: 'Imports a Playwright test file as a recorded case (lines it cannot read are listed).',
  options: { site: { type: 'string' }, title: { type: 'string' } },
  async run(context, values, [file]) {
    if (!file) throw usageError('name the Playwright file to import');
    let source: string;
    try {
      source = readFileSync(resolve(context.io.cwd, file), 'utf8');
    } catch {
      throw usageError(`cannot read ${file}`);
    }
    const site = await findSite(context, text(values, 'site'));
    const title = text(values, 'title');
    const result = await context.call('importCase', {
      body: { site_id: site.id, source, ...(title ? { title } : {}) },
    });
    const skipped = result.unsupported.map((line) => `  line ${line.line}: ${line.text}`);
    const lines = [
      result.case.id,
      `Imported "${result.case.title}" (${result.case.steps.length} steps): ${screen(context, href.case(result.case.id))}`,
      ...(skipped.length ? ['Lines that became no step:', ...skipped] : []),
    ];
    return passed(result, lines.join('\n'));
  },
};
