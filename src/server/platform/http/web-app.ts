import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isId } from '../../../shared/ids';
import {
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_S,
  LANGUAGE_PARAM,
  LANGUAGES,
  cookieValue,
  isLanguage,
  pageLanguage,
  type Language,
} from '../../../shared/i18n/languages';
import { API_BASE } from '../../../shared/constants';
import { ROUTES } from '../../../shared/routes';
import { nextVenueDay } from '../../../shared/events/registration-window';
import type * as PageRenderer from '../../../web/ssr/entry-server';
import { events } from '../db/schema';
import {
  compiledMessages,
  LANGUAGE_SCRIPTS,
  languageBlock,
  languageScript,
} from '../i18n/messages';
import { currentPages, PAGES_CHANNEL } from './current-pages';
import { drawingsByData, type DrawingsByData } from './drawings-by-data';
import { knownDrawings } from './known-drawings';
import { acceptedEncoding, publicAnswer, type PublicAnswer } from './public-cache';
import { apiNotFound } from './error-handler';
import { registerPageStyles, type PageStyles } from './page-styles';
import { NO_PAGE_FILES, pageFiles } from './page-files';
import { pageFilesSync, type ListCurrentPages } from './page-files-sync';
import {
  confirmStoredPage,
  holdsStoredPage,
  visitorHolds,
  pageBodies,
  pageSource,
  readStoredBodies,
  readStoredBody,
  sendStoredPage,
  storePage,
  type StoredPage,
} from './page-store';

// Also its pre-compressed siblings (`.br`, `.gz`), which is the path setHeaders sees for them.
const HASHED_ASSET = /\/assets\/.+-[A-Za-z0-9_-]{8,}\.\w+(\.br|\.gz)?$/;

// Page routes whose parameter may hold a dot (an email): their addresses up to the parameter.
const PAGES_WITH_DOTS = [ROUTES.confirmOtp].map((pattern) =>
  pattern.slice(0, pattern.indexOf(':')),
);

/**
 * A request for a file rather than a page: anything under /assets/, a dot segment (/.env,
 * /.git/config) or a last segment with an extension (/backup.sql). The build's files have routes
 * of their own, so such a request reaching the fallback is for a missing file: the app shell
 * would tell scanners "200, it exists" and hand an old tab's missing chunk HTML instead of a 404.
 */
function looksLikeFile(url: string): boolean {
  const pathname = url.split(/[?#]/, 1)[0]!;
  if (pathname.startsWith('/assets/')) return true;
  if (PAGES_WITH_DOTS.some((prefix) => pathname.startsWith(prefix))) return false;
  const segments = pathname.split('/');
  return segments.some((s) => s.startsWith('.')) || segments.at(-1)!.includes('.');
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The language a page is drawn in (issue 29): `?lang=` (the switch), the `lang` cookie, the
 * browser's Accept-Language, English.
 */
function requestLanguage(request: FastifyRequest): Language {
  const query = request.query as Record<string, unknown> | undefined;
  const param = typeof query?.[LANGUAGE_PARAM] === 'string' ? query[LANGUAGE_PARAM] : null;
  return pageLanguage({
    param,
    cookie: request.headers.cookie,
    acceptLanguage: request.headers['accept-language'],
  });
}

/** The page's address in each language, for search engines (`hreflang`); x-default has none. */
function languageAlternates(publicUrl: string, key: string): string {
  const url = new URL(key, 'http://local');
  url.searchParams.delete(LANGUAGE_PARAM);
  const plain = `${url.pathname}${url.search}`;
  const links = LANGUAGES.map((language) => {
    url.searchParams.set(LANGUAGE_PARAM, language);
    return `<link rel="alternate" hreflang="${language}" href="${escapeHtml(`${publicUrl}${url.pathname}${url.search}`)}" />`;
  });
  links.push(
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(`${publicUrl}${plain}`)}" />`,
  );
  return `\n    ${links.join('\n    ')}`;
}

/** What a shared link's preview shows; an event page also preloads its poster. */
type Preview = PageRenderer.PageMeta & { preloadImage?: string };

/**
 * Every page's title and preview tags (Open Graph, Twitter, its one description), whether the
 * server read them (an event page) or the page's drawing made them (routes with data).
 */
function previewHead(p: Preview, publicUrl: string, pageUrl: string): string {
  const description = p.description.slice(0, 200);
  const image = p.image && (p.image.startsWith('http') ? p.image : `${publicUrl}${p.image}`);
  const tags = [
    ['og:type', 'website'],
    ['og:site_name', 'Matchday'],
    ['og:title', p.title],
    ['og:description', description],
    ...(image ? [['og:image', image]] : []),
    ['og:url', pageUrl],
  ].map(([prop, c]) => `<meta property="${prop}" content="${escapeHtml(c!)}" />`);
  tags.push(
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
  );
  // The poster is the page's largest image: fetch it alongside the scripts, not after them.
  if (p.preloadImage)
    tags.push(
      `<link rel="preload" as="image" href="${escapeHtml(p.preloadImage)}" fetchpriority="high" />`,
    );
  return `<title>${escapeHtml(p.title)} · Matchday</title>\n    ${tags.join('\n    ')}`;
}

type Renderer = typeof PageRenderer;

/** An event's fields its page's preview shows. */
type PreviewFields = {
  title: string;
  description: string | null;
  rewards: string;
  poster: string | null;
};

const previewOf = (e: PreviewFields): Preview => ({
  title: e.title,
  description: e.description || e.rewards,
  image: e.poster,
  preloadImage: e.poster ?? undefined,
});

// Addresses whose current drawing this server knows (about 200 bytes each): every language of
// 125,000 events, each known from the page files' copy (decision 068), 50 MB at most.
const CURRENT_PAGE_ADDRESSES = 250_000;
// Addresses of the other public pages whose current drawing this server knows (about 150 bytes
// each, the drawings being the kept ones): every language of 10,000 searches.
const KNOWN_DRAWING_ADDRESSES = 20_000;

/** A page's read, and the moment before it, for keeping what it finds (decision 064). */
type KnownAsk = { address: string; ticket: number; now: Date; generation: number };

/**
 * The events feature's read of an event page: its JSON now, which page is stored for it (with
 * that page's bytes unless its fingerprint is among `held`; null: no bytes wanted), when time
 * alone changes it and the number of its event's last change (migration 0031).
 */
export type ReadEventPage = (page: {
  id: string;
  path: string;
  language: string;
  held: string[] | null;
}) => Promise<{
  json: string;
  page: StoredPage | null;
  until: number;
  version: number | null;
} | null>;

/**
 * The events feature's read of the page stored for an address if it is current by its row alone
 * (this build, its event's last change, not yet changed by time), bytes as above.
 */
export type ReadCurrentPage = (page: {
  path: string;
  language: string;
  build: string;
  held: string[] | null;
}) => Promise<(StoredPage & { until: number }) | null>;

/**
 * The events feature's read of when time alone next changes a page showing these events (ms;
 * Infinity: never), decision 064.
 */
export type ReadPageUntil = (shows: PageRenderer.PageShows, now: Date) => Promise<number>;

/** Drawing events' stored pages ahead of their visitors (the drawing job, issue 31). */
export type EventPages = {
  /** The build's fingerprint: a new build draws every page again. */
  build: () => Promise<string>;
  /**
   * Draws the event's page in a language unless the stored one is current: 'gone' when the
   * event is not public, 'failed' when it could not be drawn (so nothing was stored).
   */
  draw: (eventId: string, language: Language) => Promise<'drawn' | 'current' | 'gone' | 'failed'>;
  /**
   * Copies the pages stored since the server last looked into its page files (decision 068; on
   * a timer, and for tests): every current page when `full`.
   */
  copyFiles: (full?: boolean) => Promise<void>;
};

/** The event page, whose preview tags are written before it is drawn. */
const EVENT_PAGE = ROUTES.eventDetails;

// A server runs the renderer of Vite's SSR build (dist/ssr: the same modules and build plugins as
// the browser's, from the same build as the web directory it serves). Only a server Vite loaded
// (Vitest; `import.meta.env` is Vite's) runs the renderer's sources: plain tsx (`npm run dev`
// after a build) cannot load them (an icon sprite's `?no-inline` import is Vite's). A variable
// specifier, so esbuild leaves the sources out of the server bundle.
const RENDERER_SOURCE = '../../../web/ssr/entry-server.tsx';
const fromSources = (import.meta as { env?: object }).env !== undefined;

function loadRenderer(ssrDir: string): Promise<Renderer> {
  if (fromSources) return import(/* @vite-ignore */ RENDERER_SOURCE) as Promise<Renderer>;
  return import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href) as Promise<Renderer>;
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * A drawn page fetches and runs the app's entry after its first paint (public/after-paint.js):
 * fetching or evaluating it earlier would hold the drawing back on a slow phone.
 */
function startAppAfterPaint(html: string): string {
  return html.replace(
    ENTRY_SCRIPT,
    (_tag, src: string) =>
      `<script type="module" src="/after-paint.js" data-app-entry="${src}"></script>`,
  );
}

/**
 * The places of the app shell (src/web/index.html) the server fills, in their order: the head's
 * title and preview tags (between the first two, the site's own), the drawing, the data block.
 */
const SLOTS = ['<!--app-head-->', '<!--/app-head-->', '<!--app-html-->', '<!--app-state-->'];

/** The built shell cut at its slots, once at start. */
type Shell = {
  start: string;
  /** The site's own title and description: the head of a page without preview tags. */
  siteHead: string;
  /** From the head's tags to the inside of #root, with the app's entry script as built... */
  middle: string;
  /** ...and as a drawn page has it (started after the first paint). */
  middleDrawn: string;
  end: string;
  tail: string;
};

function splitShell(html: string): Shell {
  const parts: string[] = [];
  let rest = html;
  for (const slot of SLOTS) {
    const at = rest.indexOf(slot);
    if (at < 0) throw new Error(`The app shell (index.html) has no ${slot} placeholder`);
    parts.push(rest.slice(0, at));
    rest = rest.slice(at + slot.length);
  }
  const [start, siteHead, middle, end] = parts as [string, string, string, string];
  return { start, siteHead, middle, middleDrawn: startAppAfterPaint(middle), end, tail: rest };
}

type Fill = {
  language: Language;
  head?: string;
  /** The page's addresses in the other languages (drawn pages). */
  alternates?: string;
  /** `styles`: the page's stylesheet link and Emotion's adopted names (page-styles.ts). */
  drawn?: { styles: string; html: string; stateScript: string };
};

const HTML_LANG = /<html[^>]*>/;

/**
 * The shell with a page's language (`<html lang>` and its messages' block), its head (the site's
 * own without one) and, if drawn, its drawing.
 */
function fillShell(shell: Shell, { language, head, alternates = '', drawn }: Fill): string {
  const start = shell.start.replace(HTML_LANG, `<html lang="${language}">`);
  const pageHead = (head ?? shell.siteHead) + alternates;
  if (!drawn)
    return start + pageHead + shell.middle + shell.end + languageBlock(language) + shell.tail;
  return (
    start +
    pageHead +
    `\n    ${drawn.styles}` +
    shell.middleDrawn +
    drawn.html +
    shell.end +
    languageBlock(language) +
    drawn.stateScript +
    shell.tail
  );
}

/** `drawnPage`: the server drew the page (not the bare shell its failure falls back to). */
type Drawn = {
  html: string;
  status: number;
  drawnPage?: boolean;
  /** A kept drawing's answer, its ETag and compressed forms made once (decision 061). */
  answer?: PublicAnswer;
};

/**
 * The page drawn by the server into the app shell (src/web/ssr), or the bare shell when the page
 * cannot be drawn (failed read, render error): the browser app then draws it. An address that
 * names nothing (an unknown path or event) is drawn as the not-found page, answered 404. `head`
 * is the preview the server read for the page (an event's), unless its drawing makes one.
 */
async function withRenderedPage(
  renderer: Renderer,
  app: FastifyInstance,
  {
    key,
    log,
    styles,
    kept,
    known,
    onKept,
  }: {
    key: string;
    log: FastifyBaseLogger;
    styles: PageStyles;
    kept?: DrawingsByData<Drawn>;
    known?: PageRenderer.KnownEvent;
    /** Told what a page kept by its data was kept by, and what its data changes with. */
    onKept?: (keptBy: string, shows: PageRenderer.PageShows | null) => void;
  },
  shell: Shell,
  language: Language,
  head?: string,
): Promise<Drawn> {
  try {
    const loaded = await renderer.loadPage(
      key,
      { language, messages: compiledMessages(language) },
      known,
    );
    if (!loaded) return { html: fillShell(shell, { language, head }), status: 200 };
    const keptBy = kept?.keyOf(language, key, loaded.data, app.deps.now());
    const same = keptBy && kept?.get(keptBy);
    if (same) {
      if (same.status === 200) onKept?.(keptBy, loaded.shows);
      return same;
    }
    const page = loaded.draw();
    app.countPageDrawn(language);
    const { publicUrl } = app.config;
    const pageHead = page.meta ? previewHead(page.meta, publicUrl, `${publicUrl}${key}`) : head;
    const alternates = page.status === 200 ? languageAlternates(publicUrl, key) : '';
    const sheet = await styles.link(page.styles.css);
    const drawn = {
      ...page,
      styles:
        `<link rel="stylesheet" href="${sheet}" />` +
        `<style data-emotion="css ${page.styles.names.join(' ')}"></style>`,
    };
    const filled = {
      html: fillShell(shell, { language, head: pageHead, alternates, drawn }),
      status: page.status,
      drawnPage: true,
    };
    if (keptBy) {
      kept?.set(keptBy, { ...filled, answer: publicAnswer(filled.html, HTML_TYPE) });
      if (filled.status === 200) onKept?.(keptBy, loaded.shows);
    }
    return filled;
  } catch (error) {
    log.error({ err: error }, 'server rendering failed; sent the app shell');
    return { html: fillShell(shell, { language, head }), status: 200 };
  }
}

const HTML_TYPE = 'text/html; charset=utf-8';

const sendHtml = (reply: FastifyReply, { html, status }: Drawn) =>
  reply.status(status).header('cache-control', 'no-cache').type(HTML_TYPE).send(html);

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated, every
 * unknown page path answered with index.html so the browser router can take over, the most
 * visited public pages drawn by the server, and event pages with their preview tags rendered in.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDir: string,
  ssrDir: string,
  stored: {
    readEventPage?: ReadEventPage;
    readCurrentPage?: ReadCurrentPage;
    readPageUntil?: ReadPageUntil;
    listCurrentPages?: ListCurrentPages;
  } = {},
): Promise<EventPages | null> {
  const indexFile = path.join(webDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  if (!hasBuild) {
    app.setNotFoundHandler((_request, reply) => apiNotFound(reply));
    return null;
  }
  const shellHtml = fs.readFileSync(indexFile, 'utf8');
  const appShell = splitShell(shellHtml);
  // The build, as stored pages know it: the shell names every hashed asset and the language
  // scripts' addresses name their messages, so any change to the app's code or words changes it;
  // with the public settings every page is drawn with (GET /config), so a restart with other
  // settings draws every stored page again.
  let build: Promise<string> | undefined;
  const buildId = () =>
    (build ??= app.inject({ method: 'GET', url: `${API_BASE}/config` }).then((res) =>
      createHash('sha1')
        .update(shellHtml)
        .update(LANGUAGES.map((language) => languageScript(language).path).join(' '))
        .update(res.body)
        .digest('base64url'),
    ));
  const renderer = await loadRenderer(ssrDir);
  // The pages' reads (GETs only) go through this server's own API and its serializers.
  renderer.routeApiThrough(async (url) => {
    // Read now, not from the few seconds' memory: a page may be kept until it hears of a change
    // (decision 064), and a read older than what it has heard would be kept past that change.
    const res = await app.inject({
      method: 'GET',
      url,
      headers: { accept: 'application/json', ...app.freshReadHeaders },
    });
    return new Response(res.body, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
    });
  });
  const styles = registerPageStyles(app, app.db);
  await app.register(fastifyStatic, {
    root: webDir,
    wildcard: false,
    index: false,
    // The build writes .br/.gz beside each text asset (scripts/build/precompress.ts): sent as
    // they are, smaller than per-request compression and without its CPU.
    preCompressed: true,
    // Source maps are not built (vite.config.ts); one left in the folder gets no route either.
    globIgnore: ['**/*.map', '**/*.map.br', '**/*.map.gz'],
    setHeaders(reply, filePath) {
      reply.header(
        'cache-control',
        HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });

  // Requests for a page while it is being drawn share that drawing: when the few-second memory
  // (public-cache.ts) expires under load, the page is drawn once, not once per waiting visitor.
  // A write through this server starts a new generation, so no one joins a drawing that may
  // predate it.
  const drawings = new Map<string, Promise<Drawn>>();
  // PAGE_MEMORY_MB: three quarters for the stored event pages' bytes, a quarter for the drawings
  // of the pages drawn for everyone (`kept`, below).
  const memory = app.config.pageMemoryBytes;
  const bodies = pageBodies(memory - (memory >> 2));
  // Which drawing is current per address, known between changes (decision 051); off with the
  // bytes' memory, as every visit then reads the store.
  const current = currentPages(app.config.pageMemoryBytes > 0 ? CURRENT_PAGE_ADDRESSES : 0);
  // Which kept drawing of the other public pages is current, between changes (decision 064).
  const known = knownDrawings(
    app.config.pageMemoryBytes > 0 && stored.readPageUntil ? KNOWN_DRAWING_ADDRESSES : 0,
  );
  // The stored pages' bytes as files of this machine, copied ahead (decision 068): with the
  // knowledge above, only while it is kept (it says which file is current).
  const listCurrent = stored.listCurrentPages;
  const files = pageFiles(
    app.config.pageMemoryBytes > 0 && listCurrent ? app.config.pageFilesDir : null,
  );
  app.watchPageFiles(files.size);
  const copying =
    listCurrent && files !== NO_PAGE_FILES
      ? pageFilesSync({
          files,
          list: listCurrent,
          readBodies: (pages) => readStoredBodies(app.db, pages),
          build: buildId,
          begin() {
            const ticket = current.begin();
            const generation = app.publicCacheGeneration();
            // Kept as the knowledge keeps a page: its address is not part of it.
            return ({ path: key, language, ...page }) =>
              current.keep(ticket, `${language} ${key}`, page, generation);
          },
          log: app.log,
        })
      : null;
  if ((stored.readEventPage || stored.readPageUntil) && app.config.pageMemoryBytes > 0) {
    let unlisten: (() => Promise<void>) | undefined;
    let timer: NodeJS.Timeout | undefined;
    const heard = (on: boolean) => {
      current.listening(on);
      known.listening(on);
      // All it knew is forgotten: every current page is copied and known again.
      if (on) void copying?.full();
    };
    if (copying) {
      app.addHook('onReady', async () => {
        timer = setInterval(() => void copying.since(), app.config.pageFilesSyncMs);
        timer.unref();
      });
      app.addHook('onClose', async () => {
        clearInterval(timer);
        await copying.close();
      });
    }
    app.addHook('onReady', async () => {
      unlisten = await app.database.listen(
        PAGES_CHANNEL,
        (eventId) => {
          current.changed(eventId);
          known.changed();
        },
        heard,
      );
    });
    app.addHook('onClose', async () => {
      heard(false);
      await unlisten?.();
    });
  }
  const shared = (key: string, draw: () => Promise<Drawn>) => {
    let drawing = drawings.get(key);
    if (!drawing) {
      drawing = draw().finally(() => drawings.delete(key));
      drawings.set(key, drawing);
    }
    return drawing;
  };
  // The pages drawn for everyone, by what they were drawn from (decision 061): once the few
  // seconds' memory has let a page go, it is read again but drawn again only if its data changed.
  const kept = drawingsByData<Drawn>(memory >> 2);
  /**
   * Keeps a drawing as its address's current one until its events or the catalogue change, or
   * time changes it: read from `now`, the instant before its data was (decision 064).
   */
  const knowCurrent = async (
    { address, ticket, now, generation }: KnownAsk,
    keptBy: string,
    shows: PageRenderer.PageShows | null,
  ) => {
    if (!shows || !stored.readPageUntil) return;
    const until = Math.min(await stored.readPageUntil(shows, now), nextVenueDay(now).getTime());
    known.keep(ticket, address, keptBy, until, generation);
  };
  const drawOnce = (request: FastifyRequest, head?: string) => {
    const language = requestLanguage(request);
    // The canonical address: a page kept for `/events?utm_source=x` is the plain page.
    const key = app.publicCacheKey(request);
    const generation = app.publicCacheGeneration();
    const ask = { address: `${language} ${key}`, ticket: known.begin(), now: app.deps.now() };
    const log = request.log;
    // An event's page without a store carries the preview read for it: not kept by data alone.
    const options =
      head === undefined
        ? {
            key,
            log,
            styles,
            kept,
            onKept: (keptBy: string, shows: PageRenderer.PageShows | null) =>
              void knowCurrent({ ...ask, generation }, keptBy, shows).catch((error: unknown) =>
                log.error({ err: error }, 'reading when a page changes failed'),
              ),
          }
        : { key, log, styles };
    return shared(`${generation} ${language} ${key}`, () =>
      withRenderedPage(renderer, app, options, appShell, language, head),
    );
  };

  // Same for everyone, so kept and revalidated like the public API reads (public-cache.ts). A
  // page's own reading of its address is its cache key (the events list's search: equal searches
  // written differently share one drawing); other parameters change nothing.
  const pageOptions = (cacheQuery?: (search: URLSearchParams) => URLSearchParams) => ({
    schema: { hide: true },
    config: {
      publicCache: true,
      cacheVariant: requestLanguage,
      ...(cacheQuery ? { cacheQuery } : {}),
    },
  });
  const plainPage = async (request: FastifyRequest, reply: FastifyReply) => {
    // Known current: sent with no read at all.
    const address = `${requestLanguage(request)} ${app.publicCacheKey(request)}`;
    const knownBy = known.get(address, app.deps.now().getTime(), app.publicCacheGeneration());
    const same = knownBy ? kept.get(knownBy) : undefined;
    if (same?.answer) return app.sendPublicAnswer(request, reply, same.answer);
    const drawn = await drawOnce(request);
    // A drawing kept by its data goes out as made the first time: no hashing or compressing.
    if (drawn.answer && drawn.status === 200)
      return app.sendPublicAnswer(request, reply, drawn.answer);
    return sendHtml(reply, drawn);
  };
  // The bare shell (pages the browser draws: sign-in, /app), once per language.
  const shells = new Map(
    LANGUAGES.map((language) => [
      language,
      { html: fillShell(appShell, { language }), status: 200 },
    ]),
  );

  // Each language's messages, at an address naming their content: kept for good by browsers.
  // An address of another release's messages (a page drawn by a server not yet upgraded) gets
  // this release's, revalidated, rather than a page with no words.
  app.get(`${LANGUAGE_SCRIPTS}:file`, { schema: { hide: true } }, (request, reply) => {
    const { file } = request.params as { file: string };
    const language = /^([a-z]{2})-[\w-]+\.js$/.exec(file)?.[1];
    if (!isLanguage(language)) return apiNotFound(reply);
    const script = languageScript(language);
    reply
      .type('text/javascript; charset=utf-8')
      .header('vary', 'accept-encoding')
      .header(
        'cache-control',
        request.url === script.path ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    if (acceptedEncoding(request.headers['accept-encoding']) === 'br')
      return reply.header('content-encoding', 'br').send(script.br);
    return reply.send(script.js);
  });

  // A page answers in its language, so caches keep one copy per language; `?lang=` (the
  // language switch) is kept as the visitor's choice for the pages that follow.
  app.addHook('onSend', async (request, reply) => {
    if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return;
    reply.header('vary', 'accept-encoding, accept-language, cookie');
    const chosen = (request.query as Record<string, unknown> | undefined)?.[LANGUAGE_PARAM];
    if (isLanguage(chosen) && cookieValue(request.headers.cookie, LANGUAGE_COOKIE) !== chosen)
      reply.header(
        'set-cookie',
        `${LANGUAGE_COOKIE}=${chosen}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax`,
      );
  });

  /**
   * An event's page drawn from its JSON now and stored under its fingerprint; drawings of the
   * same fingerprint are shared (drawn from one JSON, they are the same page).
   */
  const drawEventPage = async (
    eventId: string,
    key: string,
    language: Language,
    found: { json: string; version: number | null; until: number },
    source: string,
    log: FastifyBaseLogger,
  ) => {
    const { json } = found;
    const { publicUrl } = app.config;
    const head = previewHead(
      previewOf(JSON.parse(json) as PreviewFields),
      publicUrl,
      `${publicUrl}${key}`,
    );
    // Drawn from the very JSON its fingerprint names, not read again through the API, whose
    // few-second memory may still hold this server's copy from before another server's write (the
    // page would then be stored stale under the new fingerprint, and kept).
    const known = { eventId, json };
    const drawn = await shared(`stored ${source}`, () =>
      withRenderedPage(renderer, app, { key, log, styles, known }, appShell, language, head),
    );
    // Only a real drawing: the bare shell a failed one falls back to is not the event's page.
    if (drawn.status === 200 && drawn.drawnPage)
      await storePage(app.db, {
        path: key,
        language,
        eventId,
        source,
        status: 200,
        html: drawn.html,
        currency: { build: await buildId(), version: found.version, until: found.until },
      })
        .then(async (br) => {
          bodies.set(key, source, br);
          await files.write(key, language, source, br);
        })
        .catch((error: unknown) => log.error({ err: error }, 'storing a page failed'));
    return drawn;
  };

  /** A stored page's bytes: from this server's memory or files, else read once and kept. */
  const storedBytes = async (key: string, language: Language, source: string) => {
    const held = bodies.get(key, source);
    if (held) return held;
    const filed = files.read(key, language, source);
    // A page sent often is sent from memory (from its second read lately, as from the store).
    if (filed) bodies.offer(key, source, filed);
    if (filed) return filed;
    const br = await readStoredBody(app.db, { path: key, language, source });
    if (br) keepBytes(key, language, source, br);
    return br;
  };
  /** Bytes read from the store: into the files if kept, else into memory from a second read. */
  const keepBytes = (key: string, language: Language, source: string, br: Buffer) => {
    if (files === NO_PAGE_FILES) return bodies.offer(key, source, br);
    void files
      .write(key, language, source, br)
      .catch((error: unknown) => app.log.error({ err: error }, 'writing a page file failed'));
  };

  /**
   * An event's page as stored when it was drawn from the event as it is now (issue 31), with its
   * bytes when they are to be sent (not for the drawing job, nor a visitor who holds that
   * drawing), else drawn and stored; null when the event is not public. A visit (`known`) may
   * take the drawing this server knows is current without reading the event. `held`: the
   * drawings the caller needs no bytes for (null: none at all).
   */
  const currentEventPage = async (
    eventId: string,
    key: string,
    language: Language,
    read: ReadEventPage,
    opts: {
      log: FastifyBaseLogger;
      send: (source: string) => boolean;
      held: string[] | null;
      known?: boolean;
    },
  ): Promise<{ stored: StoredPage } | { drawn: Drawn } | null> => {
    const address = `${language} ${key}`;
    const generation = app.publicCacheGeneration();
    const known = opts.known
      ? current.get(address, app.deps.now().getTime(), generation)
      : undefined;
    if (known) {
      if (!opts.send(known.source)) return { stored: known };
      // Not in memory: only the bytes are read (null if another drawing replaced them since).
      const br = await storedBytes(key, language, known.source);
      if (br) return { stored: { ...known, br } };
    }
    const ticket = current.begin();
    const build = await buildId();
    const filed = files.source(key, language);
    const held = opts.held && [...opts.held, ...bodies.sources(key), ...(filed ? [filed] : [])];
    // Most visits to a site in use: the stored page is current by its row, no event composed.
    const ready = await stored.readCurrentPage?.({ path: key, language, build, held });
    if (ready) {
      const { until, ...page } = ready;
      const known = { eventId, source: page.source, status: page.status, until };
      // Its bytes in the files, knowing it current costs nothing to keep (decision 068).
      if (files !== NO_PAGE_FILES && (page.br || files.holds(key, language, page.source)))
        current.keep(ticket, address, known, generation);
      else current.offer(ticket, address, known, generation);
      if (!opts.send(page.source)) return { stored: page };
      if (page.br) keepBytes(key, language, page.source, page.br);
      const br = page.br ?? (await storedBytes(key, language, page.source));
      if (br) return { stored: { ...page, br } };
    }
    const found = await read({ id: eventId, path: key, language, held });
    if (!found) return null;
    const source = pageSource(build, language, found.json);
    const keep = (status: number) =>
      current.keep(ticket, address, { eventId, source, status, until: found.until }, generation);
    if (found.page?.source === source) {
      keep(found.page.status);
      // Still the page of the event now, but not current by its row: it is from now on (an
      // event with no change number yet is read each time, and nothing is written for it).
      if (found.version !== null)
        await confirmStoredPage(app.db, {
          path: key,
          language,
          source,
          currency: { build, version: found.version, until: found.until },
        });
      if (!opts.send(source)) return { stored: found.page };
      if (found.page.br) keepBytes(key, language, source, found.page.br);
      // Read apart only when memory or the visitor was thought to hold it and no longer does, or
      // another drawing replaced it between the two reads (null: it is then drawn here).
      const br = found.page.br ?? (await storedBytes(key, language, source));
      if (br) return { stored: { ...found.page, br } };
    }
    const drawn = await drawEventPage(eventId, key, language, found, source, opts.log);
    // Kept only once stored (its bytes are then in this server's memory).
    if (bodies.get(key, source)) keep(200);
    return { drawn };
  };

  /**
   * A visit to an event's page: sent from the store, else drawn, stored and sent. False when the
   * event is not public (the usual path says so). A boolean, not the reply: Fastify's reply is a
   * thenable, which an await would unwrap.
   */
  const storedEventPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    eventId: string,
    read: ReadEventPage,
  ) => {
    const language = requestLanguage(request);
    const key = app.publicCacheKey(request);
    const page = await currentEventPage(eventId, key, language, read, {
      log: request.log,
      send: (source) => !holdsStoredPage(request, source),
      held: visitorHolds(request),
      known: true,
    });
    if (!page) return false;
    if ('stored' in page) await sendStoredPage(request, reply, page.stored);
    else sendHtml(reply, page.drawn);
    return true;
  };

  const eventPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const { eventId } = request.params as { eventId: string };
    if (looksLikeFile(request.url)) return reply.callNotFound();
    if (isId(eventId) && stored.readEventPage) {
      if (await storedEventPage(request, reply, eventId, stored.readEventPage)) return reply;
    }
    let head: string | undefined;
    if (isId(eventId)) {
      const [e] = await app.db
        .select({
          title: events.title,
          description: events.description,
          rewards: events.rewards,
          poster: events.poster,
        })
        .from(events)
        // A draft is nobody's business but its host's: no preview tags, no title.
        .where(and(eq(events.id, eventId), eq(events.status, 'published')))
        .limit(1);
      if (e) {
        const { publicUrl } = app.config;
        const pageUrl = `${publicUrl}${app.publicCacheKey(request)}`;
        head = previewHead(previewOf(e), publicUrl, pageUrl);
      }
    }
    return sendHtml(reply, await drawOnce(request, head));
  };
  // The manifest's server-drawn pages (src/web/routes/manifest.ts); an event's page carries its
  // preview tags, other pages those their drawing made (the results' winners).
  for (const { path: url, cacheQuery } of await renderer.serverPages())
    app.get(url, pageOptions(cacheQuery), url === EVENT_PAGE ? eventPage : plainPage);

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !url.startsWith('/api/') &&
      !url.startsWith('/uploads/') &&
      url !== '/api' &&
      !looksLikeFile(url);
    if (!isPage) return apiNotFound(reply);
    // A page the server does not draw (sign-in, /app) is the browser's; any other address names
    // nothing: the not-found page, drawn and answered 404 (issue 24).
    const pathname = url.split(/[?#]/, 1)[0]!;
    if (renderer.isKnownPage(pathname))
      return sendHtml(reply, shells.get(requestLanguage(request))!);
    return plainPage(request, reply);
  });

  const read = stored.readEventPage;
  if (!read) return null;
  return {
    build: buildId,
    async draw(eventId, language) {
      const key = EVENT_PAGE.replace(':eventId', eventId);
      const page = await currentEventPage(eventId, key, language, read, {
        log: app.log,
        send: () => false,
        held: null,
      });
      if (!page) return 'gone';
      if ('stored' in page) return 'current';
      return page.drawn.drawnPage ? 'drawn' : 'failed';
    },
    copyFiles: async (full) => {
      await (full ? copying?.full() : copying?.since());
    },
  };
}
