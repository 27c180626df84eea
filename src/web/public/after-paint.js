// Server-drawn pages (docs/decisions/020) start the app through this file instead of the entry
// script: the browser first paints the drawn page, whose links already work, and only then
// fetches and runs the app (~140 KB compressed, ~500 KB of code). On a slow phone, fetching or
// evaluating it earlier holds that first paint back.
const entry = document.querySelector('script[data-app-entry]')?.dataset.appEntry;
let started = false;
const start = () => {
  if (started || !entry) return;
  started = true;
  import(entry);
};
if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(start, 1000); // a page that paints nothing contentful still gets its app
} else {
  requestAnimationFrame(() => setTimeout(start, 0));
}
