import { afterEach, beforeEach, vi } from 'vitest';
import { activateLanguage } from '../../web/i18n/i18n';
import { allPageMessages } from '../../shared/i18n/compiled';

// Components speak the page's language, which the server sends with the page: English here.
activateLanguage({ language: 'en', messages: allPageMessages('en') });

// epic-stack's rule: a stray console.error is a bug the test should not hide. A test that
// expects one replaces the spy with its own.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});
