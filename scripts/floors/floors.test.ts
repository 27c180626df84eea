import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cruise, type IViolation } from 'dependency-cruiser';
import { afterEach, describe, expect, it } from 'vitest';
import { floorRules } from './floors.mjs';

/** A project of its own in a temporary folder: files by path (relative to it) and content. */
function project(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'matchday-floors-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

/** The violations `npm run lint:floors` reports for these files, as `rule: from -> to`. */
async function violations(files: Record<string, string>): Promise<string[]> {
  const root = project(files);
  roots.push(root);
  const result = await cruise(
    ['src'],
    {
      baseDir: root,
      ruleSet: { forbidden: floorRules('src/server', root) },
      validate: true,
      tsPreCompilationDeps: true,
    },
    { extensions: ['.ts', '.tsx'] },
  );
  const output = result.output as { summary: { violations: IViolation[] } };
  return output.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`);
}

// A small server on the real floors: each feature's face and one inner module.
const BASE: Record<string, string> = {
  'src/server/platform/db.ts': 'export const db = 1;\n',
  'src/server/auth/access.ts': "import { db } from '../platform/db';\nexport const access = db;\n",
  'src/server/events/service.ts':
    "import { db } from '../platform/db';\nexport const events = db;\n",
  'src/server/money/service.ts': "export { owe } from './owe';\n",
  'src/server/money/owe.ts': "import { db } from '../platform/db';\nexport const owe = db;\n",
  'src/server/registration/service.ts':
    "import { owe } from '../money/service';\nexport type Registration = { id: string };\nexport const register = owe;\n",
  'src/server/gate/service.ts':
    "import { register } from '../registration/service';\nexport const gate = register;\n",
  'src/server/app.ts': "import { gate } from './gate/service';\nexport const app = gate;\n",
};

describe('the floors check', () => {
  it('passes imports that only run downward, through faces', async () => {
    expect(await violations(BASE)).toEqual([]);
  });

  it('fails an upward import', async () => {
    const found = await violations({
      ...BASE,
      'src/server/money/owe.ts':
        "import { register } from '../registration/service';\nexport const owe = register;\n",
    });
    expect(found).toContain(
      'floor-money: src/server/money/owe.ts -> src/server/registration/service.ts',
    );
  });

  it('fails an upward import that is only a type', async () => {
    const found = await violations({
      ...BASE,
      'src/server/money/owe.ts':
        "import type { Registration } from '../registration/service';\nexport const owe = (r: Registration) => r.id;\n",
    });
    expect(found).toContain(
      'floor-money: src/server/money/owe.ts -> src/server/registration/service.ts',
    );
  });

  it('fails the platform importing a feature', async () => {
    const found = await violations({
      ...BASE,
      'src/server/platform/db.ts':
        "import type { Registration } from '../registration/service';\nexport const db = 1 as unknown as Registration;\n",
    });
    expect(found.some((v) => v.startsWith('floor-platform: src/server/platform/db.ts'))).toBe(true);
  });

  it('fails a new folder that is on no floor, the day it appears', async () => {
    const found = await violations({
      ...BASE,
      'src/server/payouts/service.ts':
        "import { db } from '../platform/db';\nexport const payouts = db;\n",
    });
    expect(found).toContain(
      'folder-on-no-floor: src/server/payouts/service.ts -> src/server/platform/db.ts',
    );
  });

  it('fails a reach past another feature’s face', async () => {
    const found = await violations({
      ...BASE,
      'src/server/registration/service.ts':
        "import { owe } from '../money/owe';\nexport const register = owe;\n",
    });
    expect(found).toContain(
      'feature-face: src/server/registration/service.ts -> src/server/money/owe.ts',
    );
  });

  it('fails a cycle made of type imports', async () => {
    const found = await violations({
      ...BASE,
      'src/server/money/a.ts': "import type { B } from './b';\nexport type A = { b?: B };\n",
      'src/server/money/b.ts': "import type { A } from './a';\nexport type B = { a?: A };\n",
    });
    expect(found.filter((v) => v.startsWith('no-circular:'))).not.toEqual([]);
  });

  it('fails the browser importing the server', async () => {
    const found = await violations({
      ...BASE,
      'src/web/page.tsx':
        "import { owe } from '../server/money/service';\nexport const page = owe;\n",
    });
    expect(found).toContain(
      'web-never-imports-server: src/web/page.tsx -> src/server/money/service.ts',
    );
  });
});
