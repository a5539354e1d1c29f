import {
  type Id,
  type ToastContent,
  type ToastOptions,
  type TypeOptions,
  type UpdateOptions,
  toast,
} from 'react-toastify';
import { TOAST_DURATIONS } from './toast-catalogue';

/** Per-toast options; the type comes from the method used. */
export type NotifyOptions = Omit<ToastOptions, 'type' | 'isLoading'>;

const durationOf: Partial<Record<TypeOptions, number | false>> = {
  default: TOAST_DURATIONS.blank,
  error: TOAST_DURATIONS.error,
  success: TOAST_DURATIONS.success,
};

function blank(message: ToastContent, options?: NotifyOptions): Id {
  return toast(message, { autoClose: TOAST_DURATIONS.blank, ...options });
}

/**
 * Shows a toast. `notify(message)` is the blank type; `notify.error/success/loading/custom` the
 * others, each with its catalogue duration (TOAST_DURATIONS). Every call returns the toast's id.
 */
export const notify = Object.assign(blank, {
  error: (message: ToastContent, options?: NotifyOptions): Id =>
    toast.error(message, { autoClose: TOAST_DURATIONS.error, ...options }),
  success: (message: ToastContent, options?: NotifyOptions): Id =>
    toast.success(message, { autoClose: TOAST_DURATIONS.success, ...options }),
  /** Stays until dismissed or updated (e.g. into a success). */
  loading: (message: ToastContent, options?: NotifyOptions): Id =>
    toast.loading(message, { autoClose: TOAST_DURATIONS.loading, ...options }),
  /** Your own content, without the type icon. */
  custom: (content: ToastContent, options?: NotifyOptions): Id =>
    toast(content, { autoClose: TOAST_DURATIONS.custom, icon: false, ...options }),
  /** Dismisses one toast, or all of them without an id. */
  dismiss: (id?: Id): void => toast.dismiss(id),
  /**
   * Changes a toast in place. Giving a `type` (say a loading toast turning into a success) ends
   * the loading state and applies that type's duration unless `autoClose` is given.
   */
  update: (id: Id, options: UpdateOptions): void => {
    const typed = options.type ? { isLoading: false, autoClose: durationOf[options.type] } : {};
    toast.update(id, { ...typed, ...options });
  },
});
