import { paths } from '../paths';
import { takeNext } from '@vigil/shared';

/** Where a fresh sign-in goes: the stored next address, else the wizard (product.md §2). */
export const afterSignInPath = () => takeNext() ?? paths.accountNew;
