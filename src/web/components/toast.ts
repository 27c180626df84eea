/**
 * Toast messages (§8). react-toastify and its stylesheet load with the first message, so pages
 * that never toast (most public visits) never download them; a message sent while they load is
 * queued by react-toastify and shows once its container mounts.
 */
import type * as Toaster from './Toaster';

type Kind = 'success' | 'error' | 'info';

let toaster: Promise<typeof Toaster> | undefined;

function show(kind: Kind, message: string, id?: string): void {
  toaster ??= import('./Toaster');
  toaster.then(
    (m) => m.showToast(kind, message, id),
    (err: unknown) => {
      // The chunk failed (offline): say it in the console rather than lose the message silently.
      toaster = undefined;
      console.error(`Could not show the ${kind} message "${message}":`, err);
    },
  );
}

export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  /** `id` names the toast so it can be taken down early with `dismiss`. */
  info: (message: string, id?: string) => show('info', message, id),
  dismiss: (id: string) => {
    // Nothing to take down if no toast was ever shown.
    void toaster?.then((m) => m.dismissToast(id));
  },
};
