// The server's floors (decision 034): a folder may import folders on its own floor and below,
// never above. The list names folders, but the check is built from what is on disk: a folder of
// src/server that is on no floor fails at once, so a new feature gets a floor the day it appears.
import fs from 'node:fs';
import path from 'node:path';

/** Lowest first. `(root)` is src/server's own files: the wiring that collects every feature. */
const FLOORS = [
  ['platform', ['platform']],
  ['catalogue', ['auth', 'users', 'sports', 'categories', 'dependants', 'site', 'uploads']],
  ['events', ['events', 'places', 'admin']],
  ['money', ['money']],
  ['registration', ['registration']],
  ['gate', ['gate']],
  ['competition', ['competition', 'rankings']],
  ['toolkit', ['toolkit']],
  ['demo', ['seed']],
  ['wiring', ['(root)']],
];
/** Test support: any test may use it, production code never. */
const TEST_SUPPORT = 'test';
/** Floors whose folders are features (each with a face); the platform and the top are not. */
const NOT_FEATURES = new Set(['platform', 'demo', 'wiring']);
/**
 * What every feature may use of another besides its face (service.ts): how a route declares its
 * access and finds its actor.
 */
const SHARED_MODULES = ['auth/access.ts'];

const esc = (s) => s.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
/** A path pattern (as dependency-cruiser matches them) for production files of these folders. */
function folderPath(server, folders) {
  const parts = folders.map((f) => (f === '(root)' ? '[^/]+$' : `${esc(f)}/`));
  return `^${esc(server)}/(${parts.join('|')})`;
}

/** dependency-cruiser's forbidden rules for the floors of `server` (a path like src/server). */
export function floorRules(server = 'src/server', root = process.cwd()) {
  const onDisk = fs
    .readdirSync(path.join(root, server), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
  const placed = new Set([TEST_SUPPORT, ...FLOORS.flatMap(([, folders]) => folders)]);
  const tests = '\\.test\\.tsx?$';
  const rules = FLOORS.slice(0, -1).map(([name, folders], i) => ({
    name: `floor-${name}`,
    comment: `The ${name} floor imports only from its own floor and below (decision 034).`,
    severity: 'error',
    from: { path: folderPath(server, folders), pathNot: tests },
    to: {
      path: folderPath(
        server,
        FLOORS.slice(i + 1).flatMap(([, f]) => f),
      ),
    },
  }));
  rules.push({
    name: 'no-test-support-in-production',
    comment: `src/server/${TEST_SUPPORT} is for tests only.`,
    severity: 'error',
    from: { path: `^${esc(server)}/`, pathNot: [tests, `^${esc(server)}/${TEST_SUPPORT}/`] },
    to: { path: `^${esc(server)}/${TEST_SUPPORT}/` },
  });
  for (const folder of onDisk.filter((f) => !placed.has(f)))
    rules.push({
      name: 'folder-on-no-floor',
      comment: `src/server/${folder} is on no floor: add it to FLOORS in scripts/floors/floors.mjs.`,
      severity: 'error',
      from: { path: `^${esc(server)}/${esc(folder)}/` },
      to: {},
    });
  const features = FLOORS.filter(([name]) => !NOT_FEATURES.has(name)).flatMap(([, f]) => f);
  const anyFeature = `^${esc(server)}/(${features.map(esc).join('|')})/`;
  rules.push({
    name: 'feature-face',
    comment:
      'A feature uses another only through its service.ts (its face); tests are exempt: they arrange state across features.',
    severity: 'error',
    from: { path: anyFeature, pathNot: tests },
    to: {
      path: anyFeature,
      pathNot: [
        `^${esc(server)}/$1/`,
        '/service\\.ts$',
        ...SHARED_MODULES.map((m) => `^${esc(server)}/${esc(m)}$`),
      ],
    },
  });
  rules.push(
    {
      name: 'web-never-imports-server',
      comment: 'The browser never imports server code.',
      severity: 'error',
      from: { path: '^src/web/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'shared-is-isomorphic',
      comment: 'src/shared runs in the browser and the server: no server or web imports.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^src/(server|web)/' },
    },
    {
      name: 'server-uses-web-through-ssr',
      comment: 'The server uses the web app only through its SSR renderer.',
      severity: 'error',
      from: { path: `^${esc(server)}/`, pathNot: tests },
      to: { path: '^src/web/', pathNot: '^src/web/ssr/entry-server\\.tsx$' },
    },
  );
  rules.push({
    name: 'no-circular',
    comment: 'No import cycle, type imports included.',
    severity: 'error',
    from: { path: '^src/' },
    to: { circular: true },
  });
  return rules;
}
