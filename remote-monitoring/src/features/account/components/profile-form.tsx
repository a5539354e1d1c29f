import {
  authAtom,
  Button,
  Field,
  Input,
  SimpleGrid,
  Stack,
  Text,
  useAtomValue,
} from '@vigil/shared';
import { useState, type FormEvent } from 'react';
import { useUpdateProfile } from '../../../data/profile/update-profile';

/** The signed-in user's name (editable) and email (the sign-in, so not editable here). */
export function ProfileForm() {
  const account = useAtomValue(authAtom).account;
  const [firstName, setFirstName] = useState(account?.first_name ?? '');
  const [lastName, setLastName] = useState(account?.last_name ?? '');
  const save = useUpdateProfile();
  const blank = !firstName.trim() || !lastName.trim();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!blank) save.mutate({ first_name: firstName, last_name: lastName });
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Profile">
      <Stack gap="3">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <Field.Root required invalid={!firstName.trim()}>
            <Field.Label>First name</Field.Label>
            <Input value={firstName} onChange={(event) => setFirstName(event.target.value)} />
          </Field.Root>
          <Field.Root required invalid={!lastName.trim()}>
            <Field.Label>Last name</Field.Label>
            <Input value={lastName} onChange={(event) => setLastName(event.target.value)} />
          </Field.Root>
        </SimpleGrid>
        <Text fontSize="sm">
          <Text as="span" color="fg.muted">
            Email:{' '}
          </Text>
          {account?.email ?? '—'}
        </Text>
        <Button type="submit" alignSelf="flex-start" loading={save.isPending} disabled={blank}>
          Save profile
        </Button>
      </Stack>
    </form>
  );
}
