/**
 * A detour and the way back (issue 29): a page sends the player elsewhere (their profile, a new
 * dependant) with `?return=<where they were>`, and the other page goes back there when done. The
 * value is typed into an address bar as easily as it is made by a link, so only a path inside the
 * app on this site is followed: never an open redirect.
 */

const RETURN_PARAM = 'return';

/** Parses paths against a placeholder origin: a value that leaves it names another site. */
const HERE = 'https://matchday.invalid';

/**
 * The app path `value` names, normalised ('/app/events/…?category=…'), or null when it is not
 * one: another site ('https://evil.test', '//evil.test', '/\evil.test'), a scheme
 * ('javascript:…'), a path outside the app, or one climbing out of it ('/app/../login',
 * '/app/%2e%2e/login').
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/app/')) return null;
  // Browsers read '\' as '/' and drop tabs and newlines: such a value is never one the app made.
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f\s]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, HERE);
  } catch {
    return null;
  }
  if (url.origin !== HERE || !url.pathname.startsWith('/app/')) return null;
  return url.pathname + url.search + url.hash;
}

/** `path` with `name=value` in its query (replacing one already there), before any '#…'. */
export function withQuery(path: string, name: string, value: string): string {
  const url = new URL(path, HERE);
  url.searchParams.set(name, value);
  return url.pathname + url.search + url.hash;
}

/** `path` with the way back to `returnTo` in its query. */
export const withReturn = (path: string, returnTo: string) =>
  withQuery(path, RETURN_PARAM, returnTo);

/**
 * The settings page as a detour from a registration in progress: the participate page links
 * there to add a dependant or the player's own details, and the settings page goes back when
 * that is done.
 */

const ADD_PARAM = 'add';

export const settingsPaths = {
  /** The Dependants card with its Add form open; back to `returnTo` with the new one chosen. */
  addDependant: (returnTo: string) =>
    withReturn(`/app/settings?${ADD_PARAM}=dependant#dependants`, returnTo),
  /** The profile form's player details (age, gender); back to `returnTo` once saved. */
  playerDetails: (returnTo: string) => withReturn('/app/settings#player-details', returnTo),
} as const;

/** What the settings page was opened for: the way back (an app path only) and the Add form. */
export function settingsDetour(params: URLSearchParams) {
  return {
    returnTo: safeReturnPath(params.get(RETURN_PARAM)),
    addDependant: params.get(ADD_PARAM) === 'dependant',
  };
}

/** The way back with the dependant just added competing (the participate page's `for`). */
export const withDependant = (returnTo: string, dependantId: string) =>
  withQuery(returnTo, 'for', dependantId);
