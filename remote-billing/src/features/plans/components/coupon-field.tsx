import { Button, Field, Input, Stack } from '@vigil/shared';
import { useState } from 'react';

/** "Enter Coupon" until a code is applied ("View Coupon"); the field opens on demand. */
export function CouponField({
  code,
  applied,
  onChange,
}: {
  code: string;
  applied: boolean;
  onChange: (code: string) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Stack gap="2" align="flex-start">
      <Button variant="plain" size="sm" aria-expanded={open} onClick={() => setOpen(!open)}>
        {applied ? 'View Coupon' : 'Enter Coupon'}
      </Button>
      {open && (
        <Field.Root maxW="xs">
          <Field.Label>Coupon code</Field.Label>
          <Input
            value={code}
            autoComplete="off"
            onChange={(event) => onChange(event.target.value)}
          />
        </Field.Root>
      )}
    </Stack>
  );
}
