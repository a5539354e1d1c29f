import { Button, Field, Flex, Input, useInviteMembers } from '@vigil/shared';
import { useState, type FormEvent } from 'react';

const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** "a@x.com, b@y.com" or one per line: the addresses, or the first one that is not an email. */
export function parseEmails(text: string): { emails: string[]; invalid: string | null } {
  const emails = [...new Set(text.split(/[\s,;]+/).filter(Boolean))];
  return { emails, invalid: emails.find((email) => !SIMPLE_EMAIL.test(email)) ?? null };
}

/** Admins invite colleagues as contributors; each gets the join link by mail (product.md §4). */
export function InviteForm({ teamId }: { teamId: string }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const invite = useInviteMembers(teamId, () => setText(''));

  function submit(event: FormEvent) {
    event.preventDefault();
    const { emails, invalid } = parseEmails(text);
    if (emails.length === 0) return setError('Enter at least one email address.');
    if (invalid) return setError(`"${invalid}" is not an email address.`);
    setError(null);
    invite.mutate(emails, {
      // What was not sent stays in the field, with why under it (the toast says Contact support).
      onSuccess: (failed) => {
        if (failed.length === 0) return;
        setText(failed.map(({ email }) => email).join(', '));
        setError(failed.map(({ email, reason }) => `${email}: ${reason}`).join('\n'));
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Invite members">
      <Flex gap="2" align="flex-end" direction={{ base: 'column', sm: 'row' }}>
        <Field.Root invalid={error !== null} flex="1" width="full">
          <Field.Label>Invite by email</Field.Label>
          <Input
            value={text}
            placeholder="colleague@example.com, another@example.com"
            onChange={(event) => setText(event.target.value)}
          />
          {error ? <Field.ErrorText whiteSpace="pre-line">{error}</Field.ErrorText> : null}
        </Field.Root>
        <Button type="submit" loading={invite.isPending} width={{ base: 'full', sm: 'auto' }}>
          Send invites
        </Button>
      </Flex>
    </form>
  );
}
