import { apiErrorMessage, Button, HStack, Text } from '@vigil/shared';

export interface FormFooterProps {
  /** The last submit's failure, if any, said in the API's words (else `failed`). */
  error: unknown;
  failed: string;
  onCancel: () => void;
  submitLabel: string;
  busy: boolean;
  disabled?: boolean;
}

/** Under a dialog's form: why the last submit failed, then Cancel and the submit button. */
export function FormFooter({
  error,
  failed,
  onCancel,
  submitLabel,
  busy,
  disabled,
}: FormFooterProps) {
  return (
    <>
      {error ? (
        <Text role="alert" color="fg.error">
          {apiErrorMessage(error, failed)}
        </Text>
      ) : null}
      <HStack gap="2" justify="end">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={busy} disabled={disabled}>
          {submitLabel}
        </Button>
      </HStack>
    </>
  );
}
