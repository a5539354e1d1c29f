import { Button, isCompletePhone, PhoneInput, Stack, Text } from '@vigil/shared';

/** product.md §5: Save only once the number has its 3-3-4 digits, "(ddd) ddd-dddd". */
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
      <Button onClick={onSave} disabled={!isCompletePhone(phone)}>
        Save
      </Button>
    </Stack>
  );
}
