import type { Member } from '@vigil/contract';
import {
  Button,
  isCompletePhone as isComplete,
  PhoneInput,
  Stack,
  useSaveMyPhone,
} from '@vigil/shared';
import { useState, type FormEvent } from 'react';

/** The caller's phone on their membership, as the wizard's phone step stores it. */
export function PhoneForm({ me }: { me: Member }) {
  const [phone, setPhone] = useState(me.phone ?? '');
  const save = useSaveMyPhone(me);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (isComplete(phone)) save.mutate(phone);
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Phone">
      <Stack gap="3" align="flex-start">
        <PhoneInput value={phone} onChange={setPhone} />
        <Button
          type="submit"
          variant="outline"
          loading={save.isPending}
          disabled={!isComplete(phone) || phone === me.phone}
        >
          Save phone
        </Button>
      </Stack>
    </form>
  );
}
