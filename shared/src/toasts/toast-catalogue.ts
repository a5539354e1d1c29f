/** The toast types of product.md §4. */
export type ToastKind = 'blank' | 'error' | 'success' | 'loading' | 'custom';

/** How long each type stays up, in ms; `false` stays until dismissed (product.md §4). */
export const TOAST_DURATIONS: Readonly<Record<ToastKind, number | false>> = Object.freeze({
  blank: 4000,
  error: 4000,
  success: 2000,
  loading: false,
  custom: 4000,
});

/** At most this many toasts show at once; the rest wait their turn (product.md §9). */
export const TOAST_LIMIT = 20;

/** A dismissed toast fades for this long before it leaves the page (product.md §4). */
export const TOAST_REMOVE_DELAY_MS = 1000;
