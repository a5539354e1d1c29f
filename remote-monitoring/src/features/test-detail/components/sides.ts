/** What the two screenshots are called: a test's before and after, a migration's two hosts. */
export interface Sides {
  before: string;
  after: string;
}
export const BEFORE_AFTER: Sides = { before: 'Before', after: 'After' };
