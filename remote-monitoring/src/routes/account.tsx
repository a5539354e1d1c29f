import { ScreenFrame } from '@vigil/shared';
import { SectionCard } from '../components/section-card';
import { PasswordForm } from '../features/account/components/password-form';
import { ProfileForm } from '../features/account/components/profile-form';
import { TeamMembers } from '../features/account/components/team-members';

/** /account : the user's profile and password, the team and its members. */
export function AccountRoute() {
  return (
    <ScreenFrame title="Account">
      <SectionCard title="Profile">
        <ProfileForm />
      </SectionCard>
      <SectionCard title="Password">
        <PasswordForm />
      </SectionCard>
      <TeamMembers />
    </ScreenFrame>
  );
}
