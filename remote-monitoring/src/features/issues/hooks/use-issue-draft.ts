import type { IssueCreateBody } from '@vigil/contract';
import { useState, type FormEvent } from 'react';
import type { IssueDraft } from '../components/issue-fields';
import { parseLabels } from '../lib/labels';

/**
 * The title, details and labels being written (new issue or edit): a submit without a title only
 * turns its message on (`tried`); otherwise `send` gets the fields as the API takes them.
 */
export function useIssueDraft(initial: IssueDraft, send: (fields: IssueCreateBody) => void) {
  const [draft, setDraft] = useState(initial);
  const [tried, setTried] = useState(false);
  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (!draft.title.trim()) return;
    send({ title: draft.title, details: draft.details, labels: parseLabels(draft.labels) });
  }
  return { draft, setDraft, tried, submit };
}
