import { describe, expect, it } from 'vitest';
import config from '../../vite.config';

describe('the web build', () => {
  // A published map hands out the whole source; the server refuses *.map too (web-app.ts).
  it('writes no source maps, in the browser build or the server renderer', () => {
    for (const isSsrBuild of [false, true]) {
      const resolved =
        typeof config === 'function'
          ? config({ command: 'build', mode: 'production', isSsrBuild })
          : config;
      expect(resolved, `ssr ${isSsrBuild}`).toMatchObject({ build: { sourcemap: false } });
    }
  });
});
