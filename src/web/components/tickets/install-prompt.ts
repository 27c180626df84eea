/**
 * "Add to Home screen" (issue 29): browsers that can install the site (Chrome, Edge, Samsung
 * Internet on Android) fire `beforeinstallprompt` once; it is kept here so a button can show the
 * browser's own prompt later. Other browsers (Safari, Firefox) never fire it: their menu's "Add to
 * Home screen" is the way.
 */

type InstallPrompt = Event & { prompt: () => Promise<void> };

let saved: InstallPrompt | null = null;
let listening = false;

/** Starts keeping the browser's install prompt (once; nothing on the server). */
export function keepInstallPrompt(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    // Not the browser's own mini bar: the page's button shows it when asked.
    event.preventDefault();
    saved = event as InstallPrompt;
  });
  window.addEventListener('appinstalled', () => {
    saved = null;
  });
}

/** Shows the browser's install prompt when it offered one; false when there is none. */
export async function promptInstall(): Promise<boolean> {
  const prompt = saved;
  if (!prompt) return false;
  // A prompt can be shown once.
  saved = null;
  await prompt.prompt();
  return true;
}
