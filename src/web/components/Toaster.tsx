import { createRoot } from 'react-dom/client';
import { toast, ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { TOAST_AUTO_CLOSE_MS } from '../../shared/constants';

/** The toast container, in a root of its own, mounted when this chunk first loads. */
function mount() {
  const host = document.createElement('div');
  host.id = 'toasts';
  document.body.appendChild(host);
  createRoot(host).render(
    // Below the 64 px app bar, so toasts never cover the user menu.
    <ToastContainer
      position="top-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      newestOnTop
      style={{ top: 72 }}
    />,
  );
}
mount();

export function showToast(kind: 'success' | 'error' | 'info', message: string, id?: string): void {
  toast[kind](message, id ? { toastId: id } : undefined);
}

export function dismissToast(id: string): void {
  toast.dismiss(id);
}
