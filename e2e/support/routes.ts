import { expect, type Page } from '@playwright/test';
import type { Sport } from '../../src/shared/catalog/schemas';
import type { Event } from '../../src/shared/events/schemas';
import type { Participation } from '../../src/shared/participations/schemas';
import { can } from '../../src/shared/permissions';
import type { Role } from '../../src/shared/roles';
import { PAGES, type PageRoute } from '../../src/web/routes/manifest';
import type { DemoRole } from './sessions';

/**
 * The manifest's pages (src/web/routes/manifest.ts) as addresses to visit, with their parameters
 * taken from the demo data: the e2e checks that walk every page derive their list from here, so
 * a new page is checked without being listed again.
 */

const LONG_TITLE = 'Thiruvananthapuram-Inter-District-Junior-Badminton-Championship-2026';

type DemoIds = Record<string, string>;

const ROLE: Record<DemoRole, Role> = {
  participant: 'Participant',
  host: 'Host',
  admin: 'Admin',
};

async function read<T>(page: Page, url: string): Promise<T[]> {
  const res = await page.request.get(url);
  expect(res.status(), url).toBe(200);
  return ((await res.json()) as { data: T[] }).data;
}

/**
 * Values for every path parameter, as `role` sees the demo: the long-titled event (issue 14's
 * layout case), or for a host its own event; one of the participant's registrations.
 */
export async function demoParams(page: Page, role: DemoRole | null): Promise<DemoIds> {
  const events = await read<Event>(page, '/api/v1/events/?limit=100');
  const long = events.find((e) => e.title === LONG_TITLE);
  expect(long, 'the demo has the long-titled event').toBeDefined();
  const sport = (await read<Sport>(page, '/api/v1/sports'))[0]!;
  const own = events.find((e) => e.host_details.name === 'Rohan Mehta')!;
  const ids: DemoIds = {
    eventId: role === 'host' ? own.id : long!.id,
    sportsId: sport.id,
    email: 'someone@example.com',
    token: 'a-reset-token',
    // A certificate's page (issue 18): the demo issues none, so its "not found" state; the
    // certificates spec lays out a real one.
    code: 'no-such-certificate-code',
  };
  // The sport's categories: for the roles that manage sports (the only pages that need one).
  if (role === 'host' || role === 'admin') {
    const url = `/api/v1/category/?sports_id=${sport.id}&limit=1`;
    const [category] = await read<{ id: string }>(page, url);
    if (category) ids.categoryId = category.id;
  }
  if (role === 'admin') {
    const [user] = await read<{ id: string }>(page, '/api/v1/user/all/Host?limit=1');
    if (user) ids.userId = user.id;
  }
  if (role === 'participant') {
    const [registration] = await read<Participation>(page, '/api/v1/event/participate');
    expect(registration, 'the demo participant has a registration').toBeDefined();
    ids.eventId = registration!.event_id;
    ids.participantId = registration!.id;
  }
  return ids;
}

function fill(path: string, ids: DemoIds): string | null {
  let missing = false;
  const filled = path.replace(/:(\w+)/g, (_m, name: string) => {
    const value = ids[name];
    if (!value) missing = true;
    return encodeURIComponent(value ?? '');
  });
  return missing ? null : filled;
}

function opens(route: PageRoute, role: DemoRole | null): boolean {
  if (route.area === 'public') return true;
  if (route.area === 'guest') return role === null;
  if (!role || !route.permission) return role !== null;
  const { section, action = 'view' } = route.permission;
  return can(ROLE[role], section, 'view') && can(ROLE[role], section, action);
}

/**
 * Every address of the manifest `role` may open (a guest: public and guest pages), its dialogs'
 * addresses included, with `ids` filled in; pages whose parameters the demo does not give
 * (another role's registration) are left out.
 */
export function pagesFor(role: DemoRole | null, ids: DemoIds): string[] {
  const paths: string[] = [];
  for (const route of PAGES) {
    if (!opens(route, role)) continue;
    for (const path of [
      route.path,
      ...(route.subpaths ?? []).map((sub) => `${route.path}/${sub}`),
    ]) {
      const filled = fill(path, ids);
      if (filled) paths.push(filled);
    }
  }
  return paths;
}

/** The pages the server draws, for the budget and speed checks. */
export const serverDrawnPages = (ids: DemoIds) =>
  PAGES.filter((p) => p.ssr).map((p) => fill(p.path, ids)!);
