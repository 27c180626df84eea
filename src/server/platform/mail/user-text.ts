/**
 * Text that users wrote (event titles, names, venues, reasons, messages) as our mails show it
 * (issue 24): quoted, so it never reads as our own words, and with anything that looks like a
 * link broken (`http[:]//evil[.]example`), so no mail client turns it into one, in the HTML part,
 * the plain-text part or the subject alike (decision 032).
 *
 * Every mail builder passes user-written text through `quoted` (or `userText` where quotes would
 * be odd, as a greeting's own name); the layout escapes HTML on top of that.
 */

// Direction overrides can make text read differently from what it is ("exe.pdf" shown as
// "fdp.exe"); other control characters have no place in a line of mail.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
// A scheme before '://' (http, https, ftp, javascript…).
const SCHEME = /([a-z][a-z0-9+.-]*):\/\//gi;
// A dot (or a look-alike some clients accept) between a letter or digit and a letter: what every
// host name has ("evil.example", "www.x.in"), and what ordinary titles rarely do ("U.14", "2.0",
// "St. Mary's" keep theirs).
const HOST_DOT = /(?<=[\p{L}\p{N}])[.\u3002\uFF0E\uFF61](?=\p{L})/gu;

function defang(value: string): string {
  return value.replace(SCHEME, '$1[:]//').replace(HOST_DOT, '[.]');
}

/** One line of user text, link-like parts broken, at most `max` characters. */
export function userText(value: string, max = 200): string {
  const line = value.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
  const cut = line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
  return defang(cut);
}

/** User text as a quotation: “Summer Smash 2026”. */
export function quoted(value: string, max?: number): string {
  return `“${userText(value, max)}”`;
}

/** Several lines of user text (a message, a note), each line broken like `userText`'s. */
export function userLines(value: string): string {
  return value
    .split(/\r?\n/)
    .map((line) => defang(line.replace(CONTROL, ' ').trimEnd()))
    .join('\n')
    .trim();
}

/** Several lines of user text as one quotation. */
export function quotedLines(value: string): string {
  return `“${userLines(value)}”`;
}
