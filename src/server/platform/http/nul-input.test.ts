import type { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '../../../shared/api/endpoint';
import { controlCharacterMessage } from '../../../shared/text';
import { API_BASE } from '../../../shared/constants';
import { makeCategory, makeEvent, makeSport } from '../../seed/factories';
import { as } from '../../test/sessions';
import { useTestApp } from '../../test/test-app';

/**
 * Issue 24 item 7: PostgreSQL refuses U+0000 in text, so a NUL that reached a query answered 500
 * (`/events?city=%00` without a login). Every API route (read from the server's own route list,
 * so a new route is walked too) gets a NUL in each path parameter, each query parameter its
 * contract reads and each string field of its body, nested ones included, one at a time: a query
 * or body field is refused with 400 naming that field, a path parameter with 404 (a malformed
 * id names nothing), and nothing answers 500.
 */
const ctx = useTestApp({ worker: false });
let cookie: string;
let realId: string;

// Every contract definition (src/shared/api), by method and full path.
const modules = import.meta.glob<Record<string, unknown>>('../../../shared/api/*.ts', {
  eager: true,
});
const definitions = new Map<string, Endpoint>();
for (const mod of Object.values(modules))
  for (const value of Object.values(mod)) {
    const def = value as Partial<Endpoint>;
    if (typeof def?.schemas === 'function' && def.method && def.path)
      definitions.set(`${def.method} ${API_BASE}${def.path}`, def as Endpoint);
  }

type Path = (string | number)[];
type Def = { type: string; [k: string]: unknown };
const defOf = (schema: unknown) => (schema as { _zod: { def: Def } })._zod.def;

/** The paths of every field of `schema` that takes a string (an array's first item stands in). */
function stringPaths(schema: unknown, at: Path = [], depth = 0): Path[] {
  if (depth > 8) return [];
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
    case 'enum':
    case 'literal':
    case 'template_literal':
      return [at];
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, field]) =>
        stringPaths(field, [...at, key], depth + 1),
      );
    case 'array':
      return stringPaths(def.element, [...at, 0], depth + 1);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return stringPaths(def.innerType, at, depth + 1);
    case 'pipe':
      return stringPaths(def.in, at, depth + 1);
    case 'lazy':
      return stringPaths((def.getter as () => unknown)(), at, depth + 1);
    case 'union': {
      const seen = new Map<string, Path>();
      for (const option of def.options as unknown[])
        for (const p of stringPaths(option, at, depth + 1)) seen.set(p.join('.'), p);
      return [...seen.values()];
    }
    case 'intersection':
      return [...stringPaths(def.left, at, depth + 1), ...stringPaths(def.right, at, depth + 1)];
    default:
      return [];
  }
}

/** The query parameters a schema reads (every key of its object). */
function queryKeys(schema: unknown): string[] {
  return [...new Set(stringPaths(schema).map((p) => String(p[0])))];
}

/** A value with `NUL` at `path`. */
function withNul(path: Path): unknown {
  if (path.length === 0) return '\u0000';
  const [head, ...rest] = path;
  if (typeof head === 'number') return [withNul(rest)];
  return { [head!]: withNul(rest) };
}

beforeAll(async () => {
  cookie = (await as(ctx.app, 'Admin')).cookie;
  const host = await as(ctx.app, 'Host');
  const sport = await makeSport(ctx.app.db);
  const category = await makeCategory(ctx.app.db, { sports_id: sport.id });
  const event = await makeEvent(ctx.app.db, {
    host_id: host.user.id,
    sports_id: sport.id,
    prices: [{ category_id: category.id, price: 10 }],
  });
  realId = event.id;
});

const PARAM = /:(\w+)/g;

describe('a NUL character in any text', () => {
  it('GET /events?city=%00 without a login is refused with 400, not 500', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `${API_BASE}/events?city=%00` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'error',
      error: controlCharacterMessage('city'),
      code: 'errors.controlCharacters',
      fields: { city: controlCharacterMessage('city') },
    });
  });

  it('is refused in every path parameter, query parameter and body field of every route', async () => {
    const problems: string[] = [];
    let tried = 0;
    let bodyFields = 0;
    const send = async (
      route: { method: string; url: string },
      url: string,
      body: unknown,
      expected: { status: number; field?: string },
    ) => {
      const res = await ctx.app.inject({
        method: route.method as 'POST',
        url,
        headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      });
      tried += 1;
      const answer = `${route.method} ${url} ${body === undefined ? '' : JSON.stringify(body)}`;
      if (res.statusCode !== expected.status) {
        problems.push(`${answer} -> ${res.statusCode} ${res.body.slice(0, 160)}`);
        return;
      }
      if (expected.field) {
        const fields = (res.json() as { fields?: Record<string, string> }).fields ?? {};
        const leaf =
          expected.field
            .split('.')
            .filter((s) => !/^\d+$/.test(s) && s !== '_')
            .at(-1) ?? 'Text';
        if (fields[expected.field] !== controlCharacterMessage(leaf))
          problems.push(`${answer}: fields ${JSON.stringify(fields)}`);
      }
    };

    for (const route of ctx.app.apiRoutes) {
      const def = definitions.get(`${route.method} ${route.url}`);
      const schemas = def ? await def.schemas() : undefined;
      const params = [...route.url.matchAll(PARAM)].map((m) => m[1]!);
      const filled = (nulIn?: string) =>
        route.url.replace(PARAM, (_m, name: string) => (name === nulIn ? '%00' : realId));
      const withBody = route.method !== 'GET' && route.method !== 'DELETE' && !def?.multipart;

      for (const name of params)
        await send(route, filled(name), withBody ? {} : undefined, { status: 404 });

      const keys = schemas?.query ? queryKeys(schemas.query) : ['q'];
      for (const key of keys)
        await send(route, `${filled()}?${key}=%00`, withBody ? {} : undefined, {
          status: 400,
          field: key,
        });

      if (withBody && schemas?.body)
        for (const path of stringPaths(schemas.body)) {
          const body = withNul(path);
          bodyFields += 1;
          await send(route, filled(), body, { status: 400, field: path.join('.') || '_' });
        }
    }
    expect(problems).toEqual([]);
    // The walk reached the contracts: over a hundred routes, more string fields than routes.
    expect(tried).toBeGreaterThan(ctx.app.apiRoutes.length * 2);
    expect(bodyFields).toBeGreaterThan(ctx.app.apiRoutes.length);
  }, 120_000);
});
