import { siteMigrationCreateBodySchema } from '@vigil/contract';
import { type FormEvent, useReducer } from 'react';
import { useCreateSiteMigration } from '../../../data/site-migrations/create-site-migration';

/** The paths typed one per line; blank lines ignored. */
const pathsOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The first message of each field the contract refuses (the API would say the same). */
function fieldErrors(baseUrl: string, paths: string[]) {
  const parsed = siteMigrationCreateBodySchema.safeParse({
    base_url: baseUrl,
    ...(paths.length > 0 ? { paths } : {}),
  });
  const errors: { base_url?: string; paths?: string } = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0] === 'paths' ? 'paths' : 'base_url';
    const line = issue.path[0] === 'paths' && typeof issue.path[1] === 'number';
    errors[field] ??= line ? `Line ${Number(issue.path[1]) + 1}: ${issue.message}` : issue.message;
  }
  return errors;
}

/** What the form holds; `tried`: Compare was pressed once, so the fields' problems show. */
interface MigrationDraft {
  baseUrl: string;
  pathText: string;
  tried: boolean;
}
const merge = (draft: MigrationDraft, part: Partial<MigrationDraft>) => ({ ...draft, ...part });

/** The comparison form: its fields checked with the contract, then the migration started. */
export function useMigrationForm(siteId: string, onStarted: (migrationId: string) => void) {
  const [draft, change] = useReducer(merge, { baseUrl: '', pathText: '', tried: false });
  const create = useCreateSiteMigration(siteId);
  const paths = pathsOf(draft.pathText);
  const errors = draft.tried ? fieldErrors(draft.baseUrl, paths) : {};

  function submit(event: FormEvent) {
    event.preventDefault();
    change({ tried: true });
    if (Object.keys(fieldErrors(draft.baseUrl, paths)).length > 0) return;
    create.mutate(
      { base_url: draft.baseUrl.trim(), ...(paths.length > 0 ? { paths } : {}) },
      { onSuccess: (migration) => onStarted(migration.id) },
    );
  }

  return { draft, change, errors, submit, create };
}
