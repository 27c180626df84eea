// Lighthouse (npm package) in its default mobile preset (simulated throttling) against the
// system Chromium. Each page runs several times; the median run by performance score is kept.
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { OUT_DIR } from './server';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

export type LighthouseResult = {
  name: string;
  path: string;
  scores: Record<Category, number>;
  /** Every run's performance score, to show the spread. */
  performanceRuns: number[];
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** Audits that cost points, per category, for the categories below target. */
  findings: Partial<Record<Category, string[]>>;
};

export const TARGETS = { performance: 95, accessibility: 100 } as const;

/** Where the kept (median) report of each page is saved, for a look in the Lighthouse viewer. */
const REPORT_DIR = path.join(OUT_DIR, 'lighthouse');

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

const score = (lhr: Lhr, c: Category) => Math.round((lhr.categories[c]?.score ?? 0) * 100);

/** The audits of a category that did not score full marks, with their displayed value. */
function failingAudits(lhr: Lhr, c: Category): string[] {
  const refs = lhr.categories[c]?.auditRefs ?? [];
  const out: string[] = [];
  for (const ref of refs) {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.score >= 0.9) continue;
    if (audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'notApplicable')
      continue;
    const value = audit.displayValue ? ` (${audit.displayValue})` : '';
    out.push(`${audit.title}${value} [${ref.id}, score ${Math.round(audit.score * 100)}]`);
  }
  // Performance insights and diagnostics carry no weight but say what to fix.
  if (c === 'performance') {
    for (const audit of Object.values(lhr.audits)) {
      const details = audit.details as { type?: string; overallSavingsMs?: number } | undefined;
      if (details?.type === 'opportunity' && (details.overallSavingsMs ?? 0) >= 50)
        out.push(`${audit.title} (saves ~${Math.round(details.overallSavingsMs ?? 0)} ms)`);
    }
  }
  return [...new Set(out)];
}

function median<T>(items: T[], by: (t: T) => number): T {
  const sorted = [...items].sort((a, b) => by(a) - by(b));
  return sorted[Math.floor(sorted.length / 2)]!;
}

export async function runLighthouse(
  pages: { name: string; path: string }[],
  baseUrl: string,
  runs: number,
): Promise<{ results: LighthouseResult[]; version: string }> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const results: LighthouseResult[] = [];
  let version = '';
  fs.mkdirSync(REPORT_DIR, { recursive: true });
  try {
    // A first run warms the server (its compression of each asset) and Chromium; it is not kept.
    await lighthouse(`${baseUrl}${pages[0]!.path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    for (const page of pages) {
      const lhrs: Lhr[] = [];
      for (let i = 0, failures = 0; i < runs; i++) {
        const result = await lighthouse(`${baseUrl}${page.path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
        const error = result.lhr.runtimeError;
        if (error) {
          // A busy machine now and then spoils a trace (NO_NAVSTART...): run again, twice at most.
          if (++failures > 2) throw new Error(`Lighthouse on ${page.path}: ${error.message}`);
          process.stdout.write('x');
          i--;
          continue;
        }
        version = result.lhr.lighthouseVersion;
        lhrs.push(result.lhr);
        process.stdout.write('.');
      }
      const lhr = median(lhrs, (l) => score(l, 'performance'));
      const slug = page.name.toLowerCase().replace(/\W+/g, '-');
      fs.writeFileSync(path.join(REPORT_DIR, `${slug}.json`), JSON.stringify(lhr));
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, score(lhr, c)])) as Record<
        Category,
        number
      >;
      const findings: LighthouseResult['findings'] = {};
      for (const c of CATEGORIES) {
        const target = c === 'performance' || c === 'accessibility' ? TARGETS[c] : 100;
        if (scores[c] < target) findings[c] = failingAudits(lhr, c);
      }
      results.push({
        ...page,
        scores,
        performanceRuns: lhrs.map((l) => score(l, 'performance')),
        lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
        tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
        fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? NaN,
        findings,
      });
    }
  } finally {
    process.stdout.write('\n');
    chrome.kill();
  }
  return { results, version };
}
