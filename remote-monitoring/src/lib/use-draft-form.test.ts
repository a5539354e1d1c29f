import { draftReducer, type DraftState } from './use-draft-form';

const problem = { field: 'name', message: 'name: Required', overPlan: false };

describe('draftReducer', () => {
  it('keeps the problem a save found, with the draft as it was', () => {
    const state: DraftState<{ name: string }> = { draft: { name: '' }, problem: null };
    expect(draftReducer(state, { type: 'failed', problem })).toEqual({
      draft: { name: '' },
      problem,
    });
  });

  it('merges a change into the draft and forgets the problem (the field may now be right)', () => {
    const state = { draft: { name: '', note: 'kept' }, problem };
    expect(draftReducer(state, { type: 'change', part: { name: 'Checkout' } })).toEqual({
      draft: { name: 'Checkout', note: 'kept' },
      problem: null,
    });
  });
});
