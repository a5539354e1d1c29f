import { Checkbox, getRuntimeConfig, Link } from '@vigil/shared';

/** "I agree to the terms and privacy policy", linking to the product's site (product.md §2). */
export function TermsCheckbox({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { links } = getRuntimeConfig();
  return (
    <Checkbox.Root
      checked={checked}
      onCheckedChange={(change) => onChange(change.checked === true)}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>
        I agree to the{' '}
        <Link href={links.terms} target="_blank" rel="noreferrer" color="fg.info">
          terms
        </Link>{' '}
        and the{' '}
        <Link href={links.privacy} target="_blank" rel="noreferrer" color="fg.info">
          privacy policy
        </Link>
      </Checkbox.Label>
    </Checkbox.Root>
  );
}
