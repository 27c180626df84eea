import { describe, expect, it } from 'vitest';
import { safeReturnPath, withQuery, withReturn } from './return-path';

// The way back from a detour (issue 29) is a query parameter anyone can type: only a path inside
// the app on this site is followed, so a link can never send a player to another site.

describe('safeReturnPath', () => {
  it('keeps an app path with its query and anchor', () => {
    expect(safeReturnPath('/app/events/event-details/e1/participate?category=c1&for=d1')).toBe(
      '/app/events/event-details/e1/participate?category=c1&for=d1',
    );
    expect(safeReturnPath('/app/settings#dependants')).toBe('/app/settings#dependants');
  });

  it.each([
    ['another site', 'https://evil.test'],
    ['another site, scheme-relative', '//evil.test'],
    ['another site behind a backslash', '/\\evil.test'],
    ['a backslash inside the app path', '/app/\\\\evil.test'],
    ['a scheme', 'javascript:alert(1)'],
    ['a path outside the app', '/login'],
    ['the app without its slash', '/app'],
    ['a look-alike prefix', '/application/x'],
    ['climbing out of the app', '/app/../login'],
    ['climbing out, encoded', '/app/%2e%2e/%2e%2e//evil.test'],
    ['a tab the browser would drop', '/app/\t/evil.test'],
    ['nothing', ''],
    ['no parameter', null],
  ])('refuses %s', (_what, value) => {
    expect(safeReturnPath(value)).toBeNull();
  });
});

describe('building the way back', () => {
  it('puts the parameter before the anchor, encoded, and reads back the same path', () => {
    const back = '/app/events/event-details/e1/participate?category=c1';
    const detour = withReturn('/app/settings?add=dependant#dependants', back);
    expect(detour).toBe(
      '/app/settings?add=dependant&return=%2Fapp%2Fevents%2Fevent-details%2Fe1%2Fparticipate%3Fcategory%3Dc1#dependants',
    );
    const url = new URL(detour, 'https://matchday.test');
    expect(safeReturnPath(url.searchParams.get('return'))).toBe(back);
  });

  it('replaces a parameter already there', () => {
    expect(withQuery('/app/x?category=c1&for=old', 'for', 'new')).toBe(
      '/app/x?category=c1&for=new',
    );
  });
});
