import { atom } from 'jotai';

/**
 * Whether the host's Add Site dialog is open. The dialog belongs to the host shell; a remote
 * (e.g. the Home screen's empty state) opens it by setting this atom in the one shared store,
 * which keeps a single dialog, validation and site-list refresh. Not persisted.
 */
export const addSiteDialogOpenAtom = atom(false);
