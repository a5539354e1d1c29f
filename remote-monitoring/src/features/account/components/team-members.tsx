import { LoadingSpinner, Stack, Text, useMyMembership, useTeam, httpStatusOf } from '@vigil/shared';
import { QueryError } from '../../../components/query-error';
import { SectionCard } from '../../../components/section-card';
import { MembersSection } from './members-section';
import { PhoneForm } from './phone-form';

/** The team's name and members, once both the team and the caller's membership are known. */
export function TeamMembers() {
  const team = useTeam();
  const me = useMyMembership();
  if (team.isPending || me.isPending) return <LoadingSpinner label="Loading your team" />;
  const failed = team.error ?? me.error;
  if (failed) {
    // 404: signed in but not (or no longer) a member of any team.
    if (httpStatusOf(failed) === 404)
      return <Text color="fg.muted">You are not a member of a team.</Text>;
    return (
      <QueryError
        what="Could not load your team."
        error={failed}
        onRetry={() => void Promise.all([team.refetch(), me.refetch()])}
      />
    );
  }
  return (
    <Stack gap="6">
      <SectionCard title="Team">
        <Text>
          <Text as="span" color="fg.muted">
            Team name:{' '}
          </Text>
          {team.data!.name}
        </Text>
      </SectionCard>
      <SectionCard title="Your phone">
        <PhoneForm me={me.data!} />
      </SectionCard>
      <MembersSection teamId={team.data!.id} me={me.data!} />
    </Stack>
  );
}
