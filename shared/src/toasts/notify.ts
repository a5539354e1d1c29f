import type { Id, ToastContent, ToastOptions, TypeOptions, UpdateOptions } from 'react-toastify';
import { TOAST_DURATIONS } from './toast-catalogue';
import { withToastify } from './toastify';

/** Per-toast options; the type comes from the method used. */
export type NotifyOptions = Omit<ToastOptions, 'type' | 'isLoading'>;

const durationOf: Partial<Record<TypeOptions, number | false>> = {
  default: TOAST_DURATIONS.blank,
  error: TOAST_DURATIONS.error,
  success: TOAST_DURATIONS.success,
};

type Kind = 'default' | 'error' | 'success' | 'loading';

let lastId = 0;

/**
 * Shows one toast and returns its id at once, even while react-toastify is still loading (the id
 * is ours, given to it as `toastId`), so the caller can update or dismiss it later.
 */
function show(kind: Kind, message: ToastContent, options: ToastOptions): Id {
  const toastId = options.toastId ?? `vigil-toast-${(lastId += 1)}`;
  withToastify(({ toast }) => {
    const withId = { ...options, toastId };
    if (kind === 'default') toast(message, withId);
    else toast[kind](message, withId);
  });
  return toastId;
}

/**
 * Shows a toast. `notify(message)` is the blank type; `notify.error/success/loading/custom` the
 * others, each with its catalogue duration (TOAST_DURATIONS). Every call returns the toast's id.
 */
export const notify = Object.assign(
  (message: ToastContent, options?: NotifyOptions): Id =>
    show('default', message, { autoClose: TOAST_DURATIONS.blank, ...options }),
  {
    error: (message: ToastContent, options?: NotifyOptions): Id =>
      show('error', message, { autoClose: TOAST_DURATIONS.error, ...options }),
    success: (message: ToastContent, options?: NotifyOptions): Id =>
      show('success', message, { autoClose: TOAST_DURATIONS.success, ...options }),
    /** Stays until dismissed or updated (e.g. into a success). */
    loading: (message: ToastContent, options?: NotifyOptions): Id =>
      show('loading', message, { autoClose: TOAST_DURATIONS.loading, ...options }),
    /** Your own content, without the type icon. */
    custom: (content: ToastContent, options?: NotifyOptions): Id =>
      show('default', content, { autoClose: TOAST_DURATIONS.custom, icon: false, ...options }),
    /** Dismisses one toast, or all of them without an id. */
    dismiss: (id?: Id): void => withToastify(({ toast }) => toast.dismiss(id)),
    /**
     * Changes a toast in place. Giving a `type` (say a loading toast turning into a success) ends
     * the loading state and applies that type's duration unless `autoClose` is given.
     */
    update: (id: Id, options: UpdateOptions): void => {
      const typed = options.type ? { isLoading: false, autoClose: durationOf[options.type] } : {};
      withToastify(({ toast }) => toast.update(id, { ...typed, ...options }));
    },
  },
);
