import type { Member } from '@vigil/contract';
import { NativeSelect } from '@vigil/shared';

export interface MemberTypeSelectProps {
  member: Member;
  disabled: boolean;
  onChange: (type: Member['type']) => void;
}

/** An admin's control for a member's type; the server refuses demoting the last admin. */
export function MemberTypeSelect({ member, disabled, onChange }: MemberTypeSelectProps) {
  return (
    <NativeSelect.Root size="xs" width="8.5rem" disabled={disabled}>
      <NativeSelect.Field
        aria-label={`Type of ${member.email}`}
        value={member.type}
        onChange={(event) => onChange(event.currentTarget.value as Member['type'])}
      >
        <option value="admin">Admin</option>
        <option value="contributor">Contributor</option>
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
