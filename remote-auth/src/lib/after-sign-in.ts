import { takeNext } from '@vigil/shared';

/** Where a fresh sign-in goes: the stored next address, else the wizard (product.md §2). */
export const ACCOUNT_NEW_PATH = '/account/new';
export const afterSignInPath = () => takeNext() ?? ACCOUNT_NEW_PATH;
