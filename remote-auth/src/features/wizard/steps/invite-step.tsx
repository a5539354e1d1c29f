import { Button, Field, HStack, Input, notify, Stack, Text } from '@vigil/shared';
import { useState, type FormEvent } from 'react';
import type { InviteOutcome } from '../wizard-actions';

const FIELDS = 3;
/** product.md §5: the first email must be non-empty and contain @. */
export const canInvite = (emails: string[]) => (emails[0]?.trim() ?? '').includes('@');

/** Colleagues to invite; skippable. Toasts per product.md §8. */
export function InviteStep({
  onSend,
  onNext,
}: {
  onSend: (emails: string[]) => Promise<InviteOutcome>;
  onNext: () => void;
}) {
  const [emails, setEmails] = useState<string[]>(Array.from({ length: FIELDS }, () => ''));
  const [busy, setBusy] = useState(false);
  // Why an address was not invited, by address: shown under its field until it is changed.
  const [problems, setProblems] = useState<Record<string, string>>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!canInvite(emails)) return;
    const chosen = emails.map((email) => email.trim()).filter(Boolean);
    setBusy(true);
    const { sent, alreadyMembers, failed } = await onSend(chosen);
    setBusy(false);
    if (sent.length > 0) notify.success(sent.length === 1 ? 'Invite sent' : 'Invites sent');
    // Any invite failure is the one toast of product.md §8; the field says which and why.
    if (alreadyMembers.length + failed.length > 0) notify.error('Contact support');
    setProblems(
      Object.fromEntries([
        ...alreadyMembers.map((email) => [email, 'Already a member of your team']),
        ...failed.map((email) => [email, 'This invite could not be sent']),
      ]),
    );
    // Only what was sent is done: the rest moves up in the form, to correct or retry.
    const left = chosen.filter((email) => !sent.includes(email));
    setEmails(Array.from({ length: FIELDS }, (_, index) => left[index] ?? ''));
    if (alreadyMembers.length === 0 && failed.length === 0) onNext();
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <Text color="fg.muted">Invite colleagues to your team. They get an email to join.</Text>
        {emails.map((email, index) => {
          const problem = problems[email.trim()];
          return (
            <Field.Root key={index} invalid={problem !== undefined}>
              <Field.Label>{`Email ${index + 1}`}</Field.Label>
              <Input
                type="email"
                value={email}
                onChange={(e) =>
                  setEmails((all) => all.map((old, i) => (i === index ? e.target.value : old)))
                }
              />
              {problem ? <Field.ErrorText>{problem}</Field.ErrorText> : null}
            </Field.Root>
          );
        })}
        <HStack justify="space-between" wrap="wrap">
          <Button variant="ghost" onClick={onNext} disabled={busy}>
            Skip
          </Button>
          <Button type="submit" loading={busy} disabled={!canInvite(emails)}>
            Send invites
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
