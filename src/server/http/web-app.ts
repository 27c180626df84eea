import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isId } from '../../shared/ids';
import { events } from '../db/schema';
import { apiNotFound } from './error-handler';

// Also its pre-compressed siblings (`.br`, `.gz`), which is the path setHeaders sees for them.
const HASHED_ASSET = /\/assets\/.+-[A-Za-z0-9_-]{8,}\.\w+(\.br|\.gz)?$/;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Open Graph and Twitter tags, so a shared event link shows its title, text and poster. */
export function eventMetaTags(
  e: { title: string; description: string | null; rewards: string; poster: string },
  publicUrl: string,
  pageUrl: string,
) {
  const description = (e.description || e.rewards).slice(0, 200);
  const image = e.poster.startsWith('http') ? e.poster : `${publicUrl}${e.poster}`;
  const tags = [
    ['og:type', 'website'],
    ['og:site_name', 'Matchday'],
    ['og:title', e.title],
    ['og:description', description],
    ['og:image', image],
    ['og:url', pageUrl],
  ].map(([p, c]) => `<meta property="${p}" content="${escapeHtml(c!)}" />`);
  tags.push(
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    // The poster is the page's largest image: fetch it alongside the scripts, not after them.
    `<link rel="preload" as="image" href="${escapeHtml(e.poster)}" fetchpriority="high" />`,
  );
  return { title: `${escapeHtml(e.title)} · Matchday`, tags: tags.join('\n    ') };
}

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated, every
 * unknown page path answered with index.html so the browser router can take over, and event
 * pages with their preview tags rendered in.
 */
export async function registerWebApp(app: FastifyInstance, webDir: string) {
  const indexFile = path.join(webDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  if (!hasBuild) {
    app.setNotFoundHandler((_request, reply) => apiNotFound(reply));
    return;
  }
  const indexHtml = fs.readFileSync(indexFile, 'utf8');
  await app.register(fastifyStatic, {
    root: webDir,
    wildcard: false,
    index: false,
    // The build writes .br/.gz beside each text asset (scripts/build/precompress.ts): sent as
    // they are, smaller than per-request compression and without its CPU.
    preCompressed: true,
    setHeaders(reply, filePath) {
      reply.header(
        'cache-control',
        HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });

  const eventPage = async (request: { params: unknown; url: string }, reply: FastifyReply) => {
    const { eventId } = request.params as { eventId: string };
    let html = indexHtml;
    if (isId(eventId)) {
      const [e] = await app.db
        .select({
          title: events.title,
          description: events.description,
          rewards: events.rewards,
          poster: events.poster,
        })
        .from(events)
        .where(eq(events.id, eventId))
        .limit(1);
      if (e) {
        const meta = eventMetaTags(
          e,
          app.config.publicUrl,
          `${app.config.publicUrl}${request.url}`,
        );
        html = html
          // The event's own description replaces the site's (one description per page).
          .replace(/<meta\s+name="description"[^>]*>\s*/, '')
          .replace(/<title>[^<]*<\/title>/, `<title>${meta.title}</title>\n    ${meta.tags}`);
      }
    }
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  };
  app.get('/events/event-details/:eventId', { schema: { hide: true } }, eventPage);

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !url.startsWith('/api/') &&
      !url.startsWith('/uploads/') &&
      url !== '/api';
    if (!isPage) return apiNotFound(reply);
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  });
}
