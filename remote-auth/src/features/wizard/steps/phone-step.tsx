import { Button, PhoneInput, Stack, Text } from '@vigil/shared';

/** product.md §5: Save only once the value ("<code> <number>") is longer than 13 characters. */
export const PHONE_MIN_EXCLUSIVE = 13;
export const phoneReady = (phone: string) => phone.length > PHONE_MIN_EXCLUSIVE;

export function PhoneStep({
  phone,
  onChange,
  onSave,
}: {
  phone: string;
  onChange: (phone: string) => void;
  onSave: () => void;
}) {
  return (
    <Stack gap="4">
      <Text color="fg.muted">Where can we reach you about your sites?</Text>
      <PhoneInput value={phone} onChange={onChange} />
      <Button onClick={onSave} disabled={!phoneReady(phone)}>
        Save
      </Button>
    </Stack>
  );
}
