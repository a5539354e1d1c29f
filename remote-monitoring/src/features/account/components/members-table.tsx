import type { Member } from '@vigil/contract';
import { Button, Text } from '@vigil/shared';
import type { Column } from '../../../components/list/columns';
import { DataTable } from '../../../components/list/data-table';
import { MemberStatusBadge, MemberTypeBadge } from './member-badges';
import { MemberTypeSelect } from './member-type-select';

export interface MembersTableProps {
  members: Member[];
  /** The caller's own membership id, marked "(you)". */
  myId: string;
  /** Admins get the type and remove controls; contributors see the list only. */
  canManage: boolean;
  busy: boolean;
  onChangeType: (member: Member, type: Member['type']) => void;
  onRemove: (member: Member) => void;
}

/** The team's members; scrolls sideways on a phone rather than squeezing the emails. */
export function MembersTable(props: MembersTableProps) {
  const { members, myId, canManage, busy, onChangeType, onRemove } = props;
  const columns: Column<Member>[] = [
    {
      header: 'Email',
      minWidth: '12rem',
      cell: (member) => (
        <>
          {member.email}
          {member.id === myId ? (
            <Text as="span" color="fg.muted">
              {' '}
              (you)
            </Text>
          ) : null}
        </>
      ),
    },
    {
      header: 'Type',
      cell: (member) =>
        canManage ? (
          <MemberTypeSelect
            member={member}
            disabled={busy}
            onChange={(type) => onChangeType(member, type)}
          />
        ) : (
          <MemberTypeBadge type={member.type} />
        ),
    },
    { header: 'Status', cell: (member) => <MemberStatusBadge status={member.status} /> },
    { header: 'Phone', nowrap: true, muted: true, cell: (member) => member.phone ?? '—' },
  ];
  const actions: Column<Member> = {
    header: 'Actions',
    cell: (member) => (
      <Button
        size="xs"
        variant="outline"
        colorPalette="red"
        disabled={busy}
        aria-label={`Remove ${member.email}`}
        onClick={() => onRemove(member)}
      >
        Remove
      </Button>
    ),
  };
  return (
    <DataTable
      label="Team members"
      minWidth="34rem"
      columns={[...columns, ...(canManage ? [actions] : [])]}
      rows={members}
    />
  );
}
