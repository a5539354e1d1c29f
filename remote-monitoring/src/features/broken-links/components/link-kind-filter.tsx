import { Button, HStack } from '@vigil/shared';
import type { CrawlLinkFilter } from '../../../data/links/list-site-links';

const CHOICES: { value: CrawlLinkFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'broken', label: 'Broken' },
  { value: 'redirect', label: 'Redirects' },
  { value: 'resource', label: 'Resources' },
];

export interface LinkKindFilterProps {
  value: CrawlLinkFilter;
  onChange: (value: CrawlLinkFilter) => void;
}

/** Toggle buttons (aria-pressed) choosing which findings are listed. */
export function LinkKindFilter({ value, onChange }: LinkKindFilterProps) {
  return (
    <HStack role="group" aria-label="Show" gap="1">
      {CHOICES.map((choice) => (
        <Button
          key={choice.value}
          size="xs"
          variant={choice.value === value ? 'solid' : 'outline'}
          aria-pressed={choice.value === value}
          onClick={() => onChange(choice.value)}
        >
          {choice.label}
        </Button>
      ))}
    </HStack>
  );
}
