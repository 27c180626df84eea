import fs from 'node:fs';
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

  // React Router exports only its development build (remix-run/react-router#14102).
  it("builds with React Router's production build, bundled into the server renderer too", () => {
    const build = (isSsrBuild: boolean) =>
      typeof config === 'function'
        ? config({ command: 'build', mode: 'production', isSsrBuild })
        : config;
    for (const isSsrBuild of [false, true]) {
      const aliases = build(isSsrBuild).resolve?.alias as { find: RegExp; replacement: string }[];
      const router = aliases.find((alias) => alias.find.test('react-router'));
      expect(router?.replacement).toMatch(/react-router\/dist\/production\/index\.mjs$/);
      expect(fs.existsSync(router!.replacement)).toBe(true);
      expect(aliases.some((alias) => alias.find.test('react-router/dom'))).toBe(false);
    }
    expect(build(true).ssr?.noExternal).toContain('react-router');
    // The dev server and the tests keep the development build and its warnings.
    const serve =
      typeof config === 'function' ? config({ command: 'serve', mode: 'development' }) : config;
    expect(serve.resolve?.alias).toBeUndefined();
  });
});
