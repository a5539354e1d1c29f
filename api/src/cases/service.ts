import {
  caseSchema,
  type Case,
  type CaseCreateBody,
  type CaseImportBody,
  type CaseImportResult,
  type CaseUpdateBody,
  type PageQuery,
} from '@vigil/contract';
import type { ArtifactStore } from '../artifacts/store';
import type { Db } from '../db/connection';
import { notFound } from '../http/errors';
import { answerable } from '../http/list-rows';
import type { Rows } from '../http/pagination';
import { deleteCase } from './delete-case';
import { importedSteps } from './imported-steps';
import { playwrightParser } from './parse-in-worker';
import { findSite } from '../sites/repository';
import * as cases from './repository';

export type CaseService = ReturnType<typeof createCaseService>;

/** A stored case its answer's schema refuses (issue 42): 409 by id; lists leave it out. */
const readable = (found: Case) =>
  answerable(
    caseSchema,
    found,
    (what) =>
      `This case was stored with steps a case cannot hold (${what}): save new steps or delete it.`,
  );

/**
 * Cases of the caller's team: read, written (recorded by hand or from a Playwright file), edited
 * and deleted. Another team's case or site answers 404.
 */
export function createCaseService(db: Db, options: { artifacts?: ArtifactStore } = {}) {
  // Its thread starts on the first import; caseRoutes ends it with the app.
  const parser = playwrightParser();

  async function assertSite(accountId: string, siteId: string) {
    if (!(await findSite(db, accountId, siteId))) throw notFound();
  }

  return {
    async create(accountId: string, body: CaseCreateBody): Promise<Case> {
      await assertSite(accountId, body.site);
      const row = await cases.insertRecordedCase(db, accountId, {
        siteId: body.site,
        title: body.title,
        steps: body.steps,
        managedBy: body.managed_by ?? null,
      });
      return cases.toCase(row);
    },

    /**
     * Parses the file in the parse thread (nothing in it runs) and records the steps it could
     * read, when they fit a case (else 400 naming the line).
     */
    async importFile(accountId: string, body: CaseImportBody): Promise<CaseImportResult> {
      await assertSite(accountId, body.site_id);
      const parsed = await parser.parse(body.source);
      const row = await cases.insertRecordedCase(db, accountId, {
        siteId: body.site_id,
        title: body.title ?? parsed.title ?? 'Imported case',
        steps: importedSteps(parsed),
      });
      return { case: cases.toCase(row), unsupported: parsed.unsupported };
    },

    async update(accountId: string, id: string, body: CaseUpdateBody): Promise<Case> {
      if (body.site) await assertSite(accountId, body.site);
      if (body.steps === undefined) {
        // Its stored steps stay: a case over the limits is refused before anything is saved.
        const stored = await cases.findCase(db, accountId, id);
        if (!stored) throw notFound();
        readable(cases.toCase(stored));
      }
      const row = await cases.updateCase(db, accountId, id, {
        ...(body.title === undefined ? {} : { title: body.title }),
        ...(body.site === undefined ? {} : { siteId: body.site }),
        ...(body.steps === undefined ? {} : { steps: body.steps }),
        ...(body.managed_by === undefined ? {} : { managedBy: body.managed_by }),
      });
      if (!row) throw notFound();
      return readable(cases.toCase(row));
    },

    async remove(accountId: string, id: string) {
      if (!options.artifacts) throw new Error('deleting a case needs the artifact store');
      await deleteCase(db, options.artifacts, accountId, id);
      return { success: true };
    },

    async list(
      accountId: string,
      query: PageQuery & { site_id?: string; type?: Case['type'] },
    ): Promise<Rows<Case>> {
      if (query.site_id) {
        if (!(await findSite(db, accountId, query.site_id))) throw notFound();
      }
      const filter = { accountId, siteId: query.site_id, type: query.type };
      const { count, rows } = await cases.listCases(db, filter, query);
      return { count, rows: rows.map(cases.toCase) };
    },

    async get(accountId: string, id: string): Promise<Case> {
      const row = await cases.findCase(db, accountId, id);
      if (!row) throw notFound();
      return readable(cases.toCase(row));
    },

    close: () => parser.close(),
  };
}
