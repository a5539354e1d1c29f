import type { Member } from '@vigil/contract';
import { Button, Table, Text } from '@vigil/shared';
import { MemberStatusBadge, MemberTypeBadge } from './member-badges';
import { MemberTypeSelect } from './member-type-select';

export interface MembersTableProps {
  members: Member[];
  /** The caller's own membership id, marked "(you)". */
  myId: string;
  /** Admins get the type and remove controls; contributors see the list only. */
  canManage: boolean;
  busy: boolean;
  dimmed: boolean;
  onChangeType: (member: Member, type: Member['type']) => void;
  onRemove: (member: Member) => void;
}

/** The team's members; scrolls sideways on a phone rather than squeezing the emails. */
export function MembersTable(props: MembersTableProps) {
  const { members, myId, canManage, busy, dimmed, onChangeType, onRemove } = props;
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" opacity={dimmed ? 0.6 : 1}>
      <Table.Root size="sm" minW="34rem" aria-label="Team members">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Email</Table.ColumnHeader>
            <Table.ColumnHeader>Type</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader>Phone</Table.ColumnHeader>
            {canManage ? <Table.ColumnHeader>Actions</Table.ColumnHeader> : null}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {members.map((member) => (
            <Table.Row key={member.id}>
              <Table.Cell minW="12rem" whiteSpace="normal" overflowWrap="anywhere">
                {member.email}
                {member.id === myId ? (
                  <Text as="span" color="fg.muted">
                    {' '}
                    (you)
                  </Text>
                ) : null}
              </Table.Cell>
              <Table.Cell>
                {canManage ? (
                  <MemberTypeSelect
                    member={member}
                    disabled={busy}
                    onChange={(type) => onChangeType(member, type)}
                  />
                ) : (
                  <MemberTypeBadge type={member.type} />
                )}
              </Table.Cell>
              <Table.Cell>
                <MemberStatusBadge status={member.status} />
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap" color="fg.muted">
                {member.phone ?? '—'}
              </Table.Cell>
              {canManage ? (
                <Table.Cell>
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
                </Table.Cell>
              ) : null}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
