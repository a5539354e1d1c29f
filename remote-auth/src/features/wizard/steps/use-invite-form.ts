import { notify } from '@vigil/shared';
import { type FormEvent, useReducer } from 'react';
import type { InviteOutcome } from '../wizard-actions';

export const FIELDS = 3;
/** product.md §5: the first email must be non-empty and contain @. */
export const canInvite = (emails: string[]) => (emails[0]?.trim() ?? '').includes('@');

interface InviteState {
  emails: string[];
  busy: boolean;
  /** Why an address was not invited, by address: shown under its field until it is changed. */
  problems: Record<string, string>;
}

type InviteAction =
  | { type: 'type'; index: number; email: string }
  | { type: 'sending' }
  | { type: 'sent'; outcome: InviteOutcome; chosen: string[] };

const fieldsOf = (emails: string[]) => Array.from({ length: FIELDS }, (_, i) => emails[i] ?? '');

export function inviteReducer(state: InviteState, action: InviteAction): InviteState {
  switch (action.type) {
    case 'type':
      return {
        ...state,
        emails: state.emails.map((old, i) => (i === action.index ? action.email : old)),
      };
    case 'sending':
      return { ...state, busy: true };
    case 'sent': {
      const { sent, alreadyMembers, failed } = action.outcome;
      // Only what was sent is done: the rest moves up in the form, to correct or retry.
      const left = action.chosen.filter((email) => !sent.includes(email));
      return {
        busy: false,
        emails: fieldsOf(left),
        problems: Object.fromEntries([
          ...alreadyMembers.map((email) => [email, 'Already a member of your team']),
          ...failed.map((email) => [email, 'This invite could not be sent']),
        ]),
      };
    }
  }
}

/** The invite step's three addresses, Send (toasts per product.md §8) and what was refused. */
export function useInviteForm(
  onSend: (emails: string[]) => Promise<InviteOutcome>,
  onNext: () => void,
) {
  const [state, dispatch] = useReducer(inviteReducer, {
    emails: fieldsOf([]),
    busy: false,
    problems: {},
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!canInvite(state.emails)) return;
    const chosen = state.emails.map((email) => email.trim()).filter(Boolean);
    dispatch({ type: 'sending' });
    const outcome = await onSend(chosen);
    dispatch({ type: 'sent', outcome, chosen });
    const { sent, alreadyMembers, failed } = outcome;
    if (sent.length > 0) notify.success(sent.length === 1 ? 'Invite sent' : 'Invites sent');
    // Any invite failure is the one toast of product.md §8; the field says which and why.
    if (alreadyMembers.length + failed.length > 0) notify.error('Contact support');
    if (alreadyMembers.length === 0 && failed.length === 0) onNext();
  }

  const type = (index: number, email: string) => dispatch({ type: 'type', index, email });
  return { ...state, type, submit };
}
