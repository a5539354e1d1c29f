import { caseImportBodySchema, type CaseImportResult } from '@vigil/contract';
import { useEverySite, useNavigate } from '@vigil/shared';
import { type FormEvent, useReducer, useState } from 'react';
import { useImportCase } from '../../../data/cases/import-case';
import { paths } from '../../../paths';

/** What the form holds, changed a part at a time; `tried`: Import was pressed once. */
interface ImportDraft {
  picked: string | null;
  title: string;
  source: string;
  tried: boolean;
}
const merge = (draft: ImportDraft, part: Partial<ImportDraft>) => ({ ...draft, ...part });

/**
 * The import form: its fields checked with the contract, Import, and the result when some lines
 * became no step (else the new case opens at once).
 */
export function useImportForm(initialSiteId: string | null) {
  const sites = useEverySite();
  const choices = sites.data?.results ?? [];
  const [draft, change] = useReducer(merge, {
    picked: initialSiteId,
    title: '',
    source: '',
    tried: false,
  });
  const [result, setResult] = useState<CaseImportResult | null>(null);
  const importCase = useImportCase();
  const navigate = useNavigate();
  // The list's site filter preselects its site, when it is one of the team's.
  const siteId = choices.find((site) => site.id === draft.picked)?.id ?? choices[0]?.id ?? '';
  const parsed = caseImportBodySchema.safeParse({
    site_id: siteId,
    source: draft.source,
    ...(draft.title.trim() ? { title: draft.title } : {}),
  });
  const sourceError = parsed.error?.issues.find((issue) => issue.path[0] === 'source')?.message;

  function submit(event: FormEvent) {
    event.preventDefault();
    change({ tried: true });
    if (!parsed.success) return;
    importCase.mutate(parsed.data, {
      onSuccess: (imported) => {
        if (imported.unsupported.length === 0) navigate(paths.case(imported.case.id));
        else setResult(imported);
      },
    });
  }

  return {
    draft,
    change,
    choices,
    siteId,
    noSites: sites.isSuccess && choices.length === 0,
    sourceError: draft.tried ? sourceError : undefined,
    submit,
    importCase,
    result,
  };
}
