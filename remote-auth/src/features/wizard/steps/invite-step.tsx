import { Button, Field, HStack, Input, Stack, Text } from '@vigil/shared';
import type { InviteOutcome } from '../wizard-actions';
import { canInvite, useInviteForm } from './use-invite-form';

/** Colleagues to invite; skippable. Toasts per product.md §8. */
export function InviteStep({
  onSend,
  onNext,
}: {
  onSend: (emails: string[]) => Promise<InviteOutcome>;
  onNext: () => void;
}) {
  const form = useInviteForm(onSend, onNext);
  return (
    <form onSubmit={form.submit} noValidate>
      <Stack gap="4">
        <Text color="fg.muted">Invite colleagues to your team. They get an email to join.</Text>
        {form.emails.map((email, index) => {
          const problem = form.problems[email.trim()];
          return (
            <Field.Root key={index} invalid={problem !== undefined}>
              <Field.Label>{`Email ${index + 1}`}</Field.Label>
              <Input
                type="email"
                value={email}
                onChange={(event) => form.type(index, event.target.value)}
              />
              {problem ? <Field.ErrorText>{problem}</Field.ErrorText> : null}
            </Field.Root>
          );
        })}
        <HStack justify="space-between" wrap="wrap">
          <Button variant="ghost" onClick={onNext} disabled={form.busy}>
            Skip
          </Button>
          <Button type="submit" loading={form.busy} disabled={!canInvite(form.emails)}>
            Send invites
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
