import type { IssueStatus } from '@vigil/contract';
import { Badge } from '@vigil/shared';

/** Open issues need work (orange); closed ones are done (green). */
export function IssueStatusBadge({ status }: { status: IssueStatus }) {
  return (
    <Badge colorPalette={status === 'open' ? 'orange' : 'green'} variant="subtle">
      {status === 'open' ? 'Open' : 'Closed'}
    </Badge>
  );
}
