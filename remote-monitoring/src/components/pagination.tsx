import { Button, HStack, PAGE_SIZE, Text } from '@vigil/shared';

export interface PaginationProps {
  /** What is being paged, for the control's accessible name ("Sites pages"). */
  label: string;
  page: number;
  count: number;
  onPageChange: (page: number) => void;
}

/** Previous / Next with "Page 2 of 5"; hidden while everything fits on one page. */
export function Pagination({ label, page, count, onPageChange }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(count / PAGE_SIZE));
  if (pages <= 1 && page <= 1) return null;
  return (
    <HStack as="nav" aria-label={`${label} pages`} justify="space-between" gap="3" pt="2">
      <Button
        size="sm"
        variant="outline"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        Previous
      </Button>
      <Text fontSize="sm" color="fg.muted">
        Page {page} of {pages}
      </Text>
      <Button
        size="sm"
        variant="outline"
        disabled={page >= pages}
        onClick={() => onPageChange(page + 1)}
      >
        Next
      </Button>
    </HStack>
  );
}
