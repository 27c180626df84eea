import { speak } from './speak';

// Every test file (vitest.config.ts): components speak the page's language, which the server
// sends with the page; English here.
speak('en');
