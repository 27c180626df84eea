// Server-drawn pages (docs/decisions/008) start the app through this file instead of the entry
// script: the browser paints the drawn page first and only then evaluates the app (~500 KB of
// code), which a slow phone would otherwise do before showing anything. The app is already
// downloading meanwhile (the entry's modulepreload link).
const entry = document.querySelector('link[rel="modulepreload"][data-app-entry]');
if (entry) requestAnimationFrame(() => setTimeout(() => import(entry.href), 0));
