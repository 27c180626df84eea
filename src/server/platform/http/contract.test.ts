import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Endpoint } from '../../../shared/api/endpoint';
import { API_BASE } from '../../../shared/constants';
import { useTestApp } from '../../test/test-app';

const ctx = useTestApp({ worker: false });

const CONTRACT_DIR = path.join(import.meta.dirname, '../../../shared/api');

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' &&
  value !== null &&
  'method' in value &&
  'path' in value &&
  'schemas' in value;

/** Every definition of every contract module (src/shared/api/*.ts). */
async function definitions(): Promise<Array<[string, Endpoint]>> {
  const files = readdirSync(CONTRACT_DIR).filter((f) => f.endsWith('.ts') && f !== 'endpoint.ts');
  const found: Array<[string, Endpoint]> = [];
  for (const file of files) {
    const module: Record<string, unknown> = await import(path.join(CONTRACT_DIR, file));
    for (const [name, value] of Object.entries(module)) {
      if (isEndpoint(value)) found.push([`${file.replace('.ts', '')}.${name}`, value]);
    }
  }
  return found;
}

describe('the API contract', () => {
  it('has every definition registered by the server, with its method and path', async () => {
    const defs = await definitions();
    // Every feature module holds definitions (a renamed export would drop out silently).
    expect(defs.length).toBeGreaterThan(60);
    const missing = defs
      .filter(([, def]) => !ctx.app.hasRoute({ method: def.method, url: `${API_BASE}${def.path}` }))
      .map(([name, def]) => `${name}: ${def.method} ${def.path}`);
    expect(missing).toEqual([]);
  });

  it('documents every definition in the OpenAPI document', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths: Record<string, Record<string, unknown>> = res.json().paths;
    for (const [name, def] of await definitions()) {
      const documented = `${API_BASE}${def.path}`.replace(/:(\w+)/g, '{$1}');
      expect(paths[documented]?.[def.method.toLowerCase()], name).toBeDefined();
    }
  });
});
