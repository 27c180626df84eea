import { describe, expect, it } from 'vitest';
import config from '../../vite.config';

describe('the web build', () => {
  // A published map hands out the whole source; the server refuses *.map too (web-app.ts).
  it('writes no source maps', () => {
    expect(config).toMatchObject({ build: { sourcemap: false } });
  });
});
