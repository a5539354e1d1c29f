import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { HttpError } from './errors';
import type { Rows } from './pagination';

/**
 * The rows of a list page that its item schema accepts. A stored row that fails it (written before
 * a limit existed: one imported case's long value answered 500 for the team's whole case list,
 * issue 42) is logged and left out, and the rest of the page answers. `count` still counts it:
 * it is stored, and the page links stay where they were.
 */
export function rowsThatFit<T>(
  listSchema: z.ZodType,
  { count, rows }: Rows<T>,
  log: FastifyBaseLogger,
): Rows<T> {
  const item = (listSchema as unknown as { shape: { results: z.ZodArray<z.ZodType> } }).shape
    .results.element;
  const fitting = rows.filter((row) => {
    const checked = item.safeParse(row);
    if (!checked.success) {
      const id = (row as { id?: unknown }).id;
      // Where and how, never what: a message may quote the value, and values may be secrets.
      const issues = checked.error.issues.map(({ code, path }) => ({ code, path: path.join('.') }));
      log.error({ id, issues }, 'a list row fails its schema: left out');
    }
    return checked.success;
  });
  return { count, rows: fitting };
}

/**
 * A stored row its answer's schema refuses (written before a limit existed, issue 42), asked for
 * by id: 409 saying what is wrong (`explain` names the way out), never a 500.
 */
export function answerable<T>(schema: z.ZodType, found: T, explain: (what: string) => string): T {
  const checked = schema.safeParse(found);
  if (checked.success) return found;
  const issue = checked.error.issues[0]!;
  throw new HttpError(409, explain(`${issue.path.join('.')}: ${issue.message}`));
}
