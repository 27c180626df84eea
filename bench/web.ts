// `npm run bench:web`: builds the production web app and server into dist-bench/, serves them
// with demo data, runs Lighthouse (mobile preset) on /home, /events and an event details page
// (each in English and Hindi),
// measures the initial JavaScript of every public route, prints PASS/MISS per target and writes
// docs/PAGE-SPEED.md. Figures, not assertions: it fails only when something crashes.
//
//   BENCH_WEB_RUNS=3        Lighthouse runs per page (the median is kept)
//   BENCH_WEB_SKIP_BUILD=1  reuse dist-bench/ from the last run
//   BENCH_WEB_NO_WRITE=1    print only, leave docs/PAGE-SPEED.md alone
import { PAGES } from '../src/web/routes/manifest';
import fs from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import { launchBrowser, measureInitialJs } from './web/initial-js';
import { runLighthouse } from './web/lighthouse';
import { markdown, printReport, verdicts } from './web/report';
import { buildAll, firstEventId, ROOT, startServer } from './web/server';

const RUNS = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 3));

async function main() {
  if (process.env.BENCH_WEB_SKIP_BUILD) console.log('Reusing dist-bench/ (BENCH_WEB_SKIP_BUILD)');
  else {
    console.log('Building the web app and server into dist-bench/ ...');
    await buildAll();
  }
  const server = await startServer();
  try {
    const eventId = await firstEventId(server.url);
    const details = `/events/event-details/${eventId}`;
    console.log(`Serving ${server.url}; event details page ${details}`);

    console.log(`Lighthouse, ${RUNS} run(s) per page `);
    const lighthouse = await runLighthouse(
      [
        { name: 'Home', path: '/home' },
        { name: 'Events', path: '/events' },
        { name: 'Event details', path: details },
        // Issue 29: the same pages drawn in Hindi (Devanagari fonts, the Hindi messages).
        { name: 'Home (Hindi)', path: '/home?lang=hi' },
        { name: 'Events (Hindi)', path: '/events?lang=hi' },
        { name: 'Event details (Hindi)', path: `${details}?lang=hi` },
      ],
      server.url,
      RUNS,
    );

    const browser = await launchBrowser();
    let chromium: string;
    let js;
    try {
      chromium = browser.version();
      // The server-drawn pages of the route manifest, and the login they all link to.
      const drawn = PAGES.filter((p) => p.ssr).map((p) => p.path.replace(':eventId', eventId));
      const english = [...drawn, '/login'];
      js = await measureInitialJs(browser, server.url, [
        ...english,
        ...english.map((p) => `${p}${p.includes('?') ? '&' : '?'}lang=hi`),
      ]);
    } finally {
      await browser.close();
    }

    const v = verdicts(lighthouse.results, js);
    printReport(lighthouse.results, js, v);
    if (!process.env.BENCH_WEB_NO_WRITE) {
      const machine = {
        chromium,
        lighthouse: lighthouse.version,
        runs: RUNS,
        date: new Date().toISOString().slice(0, 10),
      };
      const file = path.join(ROOT, 'docs/PAGE-SPEED.md');
      // Formatted like the rest of the repository, so `npm run lint` stays clean.
      const options = { ...(await prettier.resolveConfig(file)), filepath: file };
      const md = await prettier.format(markdown(lighthouse.results, js, v, machine), options);
      fs.writeFileSync(file, md);
      console.log('\nwritten to docs/PAGE-SPEED.md');
    }
  } finally {
    await server.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
