import { afterEach, beforeEach, vi } from 'vitest';

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
