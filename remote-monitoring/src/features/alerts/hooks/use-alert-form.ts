import type { Alert } from '@vigil/contract';
import { notify, useMyMembership } from '@vigil/shared';
import type { FormEvent } from 'react';
import { useSaveAlert } from '../../../data/alerts/save-alert';
import { useDraftForm } from '../../../lib/use-draft-form';
import { bodyOf, draftOf, newDraft } from '../lib/alert-draft';

/**
 * The alert form: its draft (the alert's own, or a new one), whether its webhooks are the
 * caller's to change, and Save.
 */
export function useAlertForm(
  alert: Alert | null,
  onClose: () => void,
  onSaved?: (alert: Alert) => void,
) {
  const form = useDraftForm(() => (alert ? draftOf(alert) : newDraft()));
  const me = useMyMembership();
  // The server answers a non-admin without the secret (and webhook URLs masked); a new alert has
  // no answer yet, so the membership says. The server refuses a webhook change either way.
  const webhooksLocked =
    (alert !== null && alert.webhook_secret === undefined) || me.data?.type === 'contributor';
  const save = useSaveAlert(alert?.id ?? null);

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(bodyOf(form.draft), {
      onSuccess: (saved) => {
        notify.success(alert ? 'Alert saved.' : 'Alert created.');
        onSaved?.(saved);
        // A new alert stays open: its webhook secret is what the receiver needs next.
        if (alert) onClose();
      },
      onError: (error) => form.failed(error, 'Could not save the alert.'),
    });
  }

  return { ...form, webhooksLocked, submit, saving: save.isPending };
}
