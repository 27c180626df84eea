import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './scripts/build/precompress';
import type * as PageMessages from './src/server/platform/i18n/messages';
import { isLanguage } from './src/shared/i18n/languages';

const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

/**
 * MUI's `createTheme` and `ThemeProvider` always bundle the CSS-variables theme machinery
 * (`extendTheme`, `CssVarsProvider`, colour-scheme storage: ~25 KB minified, ~7 KB gzipped, in
 * every page's first download) even for a theme without `cssVariables` or `colorSchemes`, like
 * ours (theme.ts). The production build swaps the two modules for their no-variables branches;
 * a theme that asks for CSS variables fails loudly instead of half working. The build also stops
 * if an MUI update changes the modules this relies on. The dev server keeps MUI as published.
 */
function muiWithoutCssVariables(): Plugin {
  const shims: Record<string, { expect: string[]; code: string }> = {
    '/@mui/material/styles/createTheme.mjs': {
      expect: ['import createThemeNoVars from "./createThemeNoVars.mjs";', 'cssVariables = false'],
      code: `import createThemeNoVars from "./createThemeNoVars.mjs";
export default function createTheme(options = {}, ...args) {
  if (options.cssVariables || "colorSchemes" in options)
    throw new Error("This build has no MUI CSS-variables themes (vite.config.ts)");
  return createThemeNoVars(options, ...args);
}`,
    },
    '/@mui/material/styles/ThemeProvider.mjs': {
      expect: ['import ThemeProviderNoVars from "./ThemeProviderNoVars.mjs";', "'colorSchemes' in"],
      code: `import * as React from "react";
import ThemeProviderNoVars from "./ThemeProviderNoVars.mjs";
import THEME_ID from "./identifier.mjs";
import { jsx as _jsx } from "react/jsx-runtime";
export default function ThemeProvider({ theme, ...props }) {
  const noVarsTheme = React.useMemo(() => {
    if (typeof theme === "function") return theme;
    const muiTheme = THEME_ID in theme ? theme[THEME_ID] : theme;
    if ("colorSchemes" in muiTheme)
      throw new Error("This build has no MUI CSS-variables themes (vite.config.ts)");
    return "vars" in muiTheme ? theme : { ...theme, vars: null };
  }, [theme]);
  return _jsx(ThemeProviderNoVars, { theme: noVarsTheme, ...props });
}`,
    },
  };
  return {
    name: 'mui-without-css-variables',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      const path = id.split('?')[0]!.replaceAll('\\', '/');
      const key = Object.keys(shims).find((k) => path.endsWith(`node_modules${k}`));
      if (!key) return null;
      const original = fs.readFileSync(path, 'utf8');
      const shim = shims[key]!;
      const missing = shim.expect.filter((text) => !original.includes(text));
      if (missing.length > 0)
        this.error(`${key} changed (an MUI update?): muiWithoutCssVariables needs a look`);
      return shim.code;
    },
  };
}

/**
 * The API contract's definitions (src/shared/api, decision 019) load their zod schemas lazily;
 * the server awaits them, the browser never does (it takes only their types). Left in, the
 * dynamic imports would put the schema modules into the browser's chunk graph, where Rolldown
 * splits shared modules and its runtime out of the first chunk for their sake (measured: +1.5 KB
 * and two more requests on every public page). So the browser's builds get a loader that says so,
 * and no functions that pick schemas from the module it would load (`(s) => ({ ... })`).
 */
function apiDefinitionsWithoutSchemas(): Plugin {
  const definitions = /[\\/]src[\\/]shared[\\/]api[\\/][\w-]+\.ts$/;
  const loader = /const load = \(\) => import\('\.\/schemas\/[\w-]+'\);/;
  const pick = /\(s\) => \(\{[^()]*\}\)/g;
  return {
    name: 'api-definitions-without-schemas',
    enforce: 'pre',
    transform(code, id) {
      if (!definitions.test(id.split('?')[0]!) || id.endsWith('endpoint.ts')) return null;
      if (!loader.test(code)) this.error(`${id}: its schema loader is not the expected one-liner`);
      return code
        .replace(
          loader,
          "const load = () => Promise.reject(new Error('API schemas are server-only'));",
        )
        .replace(pick, '() => ({})');
    },
  };
}

/**
 * The dev server (`npm run dev`) serves index.html itself, without the API server that sends each
 * page its language's messages (web-app.ts): this writes the same block in, in English or in the
 * language of `?lang=`.
 */
function pageLanguageInDev(): Plugin {
  return {
    name: 'page-language-in-dev',
    apply: 'serve',
    async transformIndexHtml(html, ctx) {
      const messages = (await ctx.server!.ssrLoadModule(
        fileURLToPath(new URL('./src/server/platform/i18n/messages.ts', import.meta.url)),
      )) as typeof PageMessages;
      const asked = new URL(ctx.originalUrl ?? '/', 'http://local').searchParams.get('lang');
      const language = isLanguage(asked) ? asked : 'en';
      return html.replace('</body>', `${messages.languageBlock(language)}</body>`);
    },
  };
}

const REACT_ROUTER_PRODUCTION = {
  find: /^react-router$/,
  replacement: fileURLToPath(
    new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
  ),
};

// Two builds of the same modules with the same plugins: the browser's (dist/web) and the server's
// page renderer (`--ssr`, dist/ssr; decision 020). MUI is bundled into the server's, so the shim
// above applies to both and they draw the same markup from the same code.
export default defineConfig(({ command, isSsrBuild }) => ({
  root: 'src/web',
  // React Router 7 exports only its development build (remix-run/react-router#14102, open): its
  // dev warnings and checks would ship. Builds take its production build, from the same package;
  // the dev server and the tests keep the development one and its warnings.
  ...(command === 'build' ? { resolve: { alias: [REACT_ROUTER_PRODUCTION] } } : {}),
  publicDir: isSsrBuild ? false : 'public',
  plugins: [
    react(),
    muiWithoutCssVariables(),
    apiDefinitionsWithoutSchemas(),
    pageLanguageInDev(),
    ...(isSsrBuild ? [] : [precompress()]),
  ],
  ssr: { noExternal: [/^@mui\//, ...(command === 'build' ? ['react-router'] : [])] },
  build: {
    outDir: isSsrBuild ? '../../dist/ssr' : '../../dist/web',
    // Which chunk holds which module (.vite/manifest.json, never served): the budget check tells
    // the app area's chunks from the public pages' with it.
    manifest: !isSsrBuild,
    emptyOutDir: true,
    // No source maps at all: served, they publish the whole source; 'hidden' would still write
    // them into dist/web, and nothing here (no error tracker) would use them. The server also
    // refuses *.map (src/server/platform/http/web-app.ts).
    sourcemap: false,
    target: 'es2022',
    // No preload lists for lazy chunks: Vite writes every lazy page's dependency file names
    // (hashes, which do not compress) into the first chunk, ~2.7 KB gzip of every public page's
    // first JavaScript and growing with each page. A page's chunk now fetches its own imports
    // when it arrives (one more round trip on a page's first visit); decision 042.
    modulePreload: false,
    chunkSizeWarningLimit: 700,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              // Everything the HTML entry imports statically goes into one chunk: without this
              // group Rolldown splits it into ~30 small shared chunks, one request each on a slow
              // phone. Lazy pages and the app area still get chunks of their own.
              groups: [{ name: 'app', tags: ['$initial'] }],
            },
          },
        },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/healthz': apiTarget,
      '/readyz': apiTarget,
      '/uploads': apiTarget,
    },
  },
}));
