import type { Member } from '@vigil/contract';
import {
  Heading,
  Skeleton,
  Stack,
  Text,
  useChangeMemberType,
  useMembers,
  useRemoveMember,
} from '@vigil/shared';
import { useState } from 'react';
import { Pagination } from '../../../components/pagination';
import { QueryError } from '../../../components/query-error';
import { InviteForm } from './invite-form';
import { MembersTable } from './members-table';
import { RemoveMemberDialog } from './remove-member-dialog';

export interface MembersSectionProps {
  teamId: string;
  me: Member;
  page: number;
  onPageChange: (page: number) => void;
}

/** The team's members, a page at a time; admins also invite, retype and remove. */
export function MembersSection({ teamId, me, page, onPageChange }: MembersSectionProps) {
  const isAdmin = me.type === 'admin';
  const members = useMembers(teamId, page);
  const [toRemove, setToRemove] = useState<Member | null>(null);
  const changeType = useChangeMemberType();
  const remove = useRemoveMember(() => setToRemove(null));
  return (
    <Stack as="section" aria-label="Members" gap="3">
      <Heading as="h2" size="md">
        Members
      </Heading>
      {isAdmin ? (
        <InviteForm teamId={teamId} />
      ) : (
        <Text color="fg.muted" fontSize="sm">
          Only team admins can invite, remove or change members.
        </Text>
      )}
      {members.isPending ? (
        <Stack gap="2" aria-busy="true" aria-label="Loading members">
          <Skeleton h="8" />
          <Skeleton h="8" />
        </Stack>
      ) : members.isError ? (
        <QueryError
          what="Could not load the members."
          error={members.error}
          onRetry={() => void members.refetch()}
        />
      ) : members.data.count === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          No members yet.
        </Text>
      ) : (
        <>
          <MembersTable
            members={members.data.results}
            myId={me.id}
            canManage={isAdmin}
            busy={changeType.isPending || remove.isPending}
            dimmed={members.isPlaceholderData}
            onChangeType={(member, type) => changeType.mutate({ member, type })}
            onRemove={setToRemove}
          />
          <Pagination
            label="Members"
            page={page}
            count={members.data.count}
            onPageChange={onPageChange}
          />
        </>
      )}
      <RemoveMemberDialog
        member={toRemove}
        removing={remove.isPending}
        onConfirm={(member) => remove.mutate(member)}
        onClose={() => setToRemove(null)}
      />
    </Stack>
  );
}
