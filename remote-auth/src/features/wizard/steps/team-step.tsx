import { apiErrorMessage, Button, Field, Input, Stack } from '@vigil/shared';
import { useState, type FormEvent } from 'react';
import { FormError } from '../../../components/form-error';

/** Team name, required (product.md §5); Create waits for a non-blank name. */
export function TeamStep({ onCreate }: { onCreate: (name: string) => Promise<void> }) {
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return;
    setBusy(true);
    setError(null);
    try {
      await onCreate(name.trim());
    } catch (failure) {
      console.warn('Creating the team failed', failure);
      setError(apiErrorMessage(failure, 'The team could not be created. Try again.'));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <Field.Root required>
          <Field.Label>
            Team name
            <Field.RequiredIndicator />
          </Field.Label>
          <Input value={name} onChange={(e) => setName(e.target.value)} />
        </Field.Root>
        <FormError>{error}</FormError>
        <Button type="submit" loading={busy} disabled={!name.trim()}>
          Create team
        </Button>
      </Stack>
    </form>
  );
}
