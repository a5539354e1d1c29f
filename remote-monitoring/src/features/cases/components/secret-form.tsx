import { secretPutBodySchema } from '@vigil/contract';
import {
  apiErrorMessage,
  Button,
  Field,
  Input,
  notify,
  SimpleGrid,
  Stack,
  Text,
} from '@vigil/shared';
import { useState, type FormEvent } from 'react';
import { usePutSecret } from '../../../data/secrets/put-secret';

export interface SecretFormProps {
  /** The name to replace the value of (Replace on a row), else empty for a new secret. */
  name: string;
  onNameChange: (name: string) => void;
}

/**
 * Add or replace a secret. The value is typed into a password field and leaves the screen once
 * sent: the API never answers it, so nothing here can show it again.
 */
export function SecretForm({ name, onNameChange }: SecretFormProps) {
  const [value, setValue] = useState('');
  const [tried, setTried] = useState(false);
  const put = usePutSecret();
  const parsed = secretPutBodySchema.safeParse({ name, value });
  const errorOf = (field: string) =>
    parsed.error?.issues.find((issue) => issue.path[0] === field)?.message;

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (!parsed.success) return;
    put.mutate(parsed.data, {
      onSuccess: (saved) => {
        setValue('');
        setTried(false);
        onNameChange('');
        notify.success(`Secret ${saved.name} saved.`);
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Add or replace a secret">
      <Stack gap="3">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <Field.Root required invalid={tried && Boolean(errorOf('name'))}>
            <Field.Label>Name</Field.Label>
            <Input
              value={name}
              fontFamily="mono"
              placeholder="SITE_PASSWORD"
              autoComplete="off"
              onChange={(event) => onNameChange(event.target.value.toUpperCase())}
            />
            <Field.ErrorText>{errorOf('name')}</Field.ErrorText>
          </Field.Root>
          <Field.Root required invalid={tried && Boolean(errorOf('value'))}>
            <Field.Label>Value</Field.Label>
            <Input
              type="password"
              value={value}
              autoComplete="new-password"
              onChange={(event) => setValue(event.target.value)}
            />
            <Field.ErrorText>{errorOf('value')}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
        {put.isError && (
          <Text role="alert" color="fg.error">
            {apiErrorMessage(put.error, 'Could not save the secret.')}
          </Text>
        )}
        <Button type="submit" size="sm" alignSelf="flex-start" loading={put.isPending}>
          Save secret
        </Button>
      </Stack>
    </form>
  );
}
