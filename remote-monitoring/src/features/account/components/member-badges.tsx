import type { Member } from '@vigil/contract';
import { Badge } from '@vigil/shared';

export function MemberTypeBadge({ type }: { type: Member['type'] }) {
  return (
    <Badge colorPalette={type === 'admin' ? 'purple' : 'gray'} variant="subtle">
      {type === 'admin' ? 'Admin' : 'Contributor'}
    </Badge>
  );
}

export function MemberStatusBadge({ status }: { status: Member['status'] }) {
  return (
    <Badge colorPalette={status === 'active' ? 'green' : 'orange'} variant="subtle">
      {status === 'active' ? 'Active' : 'Invited'}
    </Badge>
  );
}
