import { endpoints, type Member } from '@vigil/contract';
import { Text, useChangeMemberType, useMembers, useRemoveMember } from '@vigil/shared';
import { useState } from 'react';
import { ListEmpty } from '../../../components/list/list-empty';
import { ListFrame } from '../../../components/list/list-frame';
import { useListParams } from '../../../components/list/use-list-params';

import { InviteForm } from './invite-form';
import { MembersTable } from './members-table';
import { RemoveMemberDialog } from './remove-member-dialog';

export interface MembersSectionProps {
  teamId: string;
  me: Member;
}

/** The team's members, a page at a time; admins also invite, retype and remove. */
export function MembersSection({ teamId, me }: MembersSectionProps) {
  const isAdmin = me.type === 'admin';
  const { page, setPage } = useListParams(endpoints.listMembers.query);
  const members = useMembers(teamId, page);
  const [toRemove, setToRemove] = useState<Member | null>(null);
  const changeType = useChangeMemberType();
  const remove = useRemoveMember(() => setToRemove(null));
  return (
    <>
      <ListFrame
        label="Members"
        title="Members"
        toolbar={
          isAdmin ? (
            <InviteForm teamId={teamId} />
          ) : (
            <Text color="fg.muted" fontSize="sm">
              Only team admins can invite, remove or change members.
            </Text>
          )
        }
        query={members}
        loadingLabel="Loading members"
        errorText="Could not load the members."
        empty={<ListEmpty title="No members yet." />}
        page={page}
        onPageChange={setPage}
      >
        {(rows) => (
          <MembersTable
            members={rows}
            myId={me.id}
            canManage={isAdmin}
            busy={changeType.isPending || remove.isPending}
            onChangeType={(member, type) => changeType.mutate({ member, type })}
            onRemove={setToRemove}
          />
        )}
      </ListFrame>
      <RemoveMemberDialog
        member={toRemove}
        removing={remove.isPending}
        onConfirm={(member) => remove.mutate(member)}
        onClose={() => setToRemove(null)}
      />
    </>
  );
}
