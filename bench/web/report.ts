// Console tables and docs/PAGE-SPEED.md for `npm run bench:web`.
import os from 'node:os';
import { INITIAL_JS_BUDGET_KB, type InitialJs } from './initial-js';
import { TARGETS, type LighthouseResult } from './lighthouse';

export type Machine = { chromium: string; lighthouse: string; runs: number; date: string };

export type Verdict = { target: string; pass: boolean };

const kb = (n: number) => n.toFixed(1);
const ms = (n: number) => `${Math.round(n)} ms`;

function machineLine(m: Machine): string {
  const cpu = os.cpus();
  return (
    `${cpu.length} cores (${cpu[0]?.model.trim()}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, ` +
    `${os.type()} ${os.release()}, Node ${process.version}, Chromium ${m.chromium}, ` +
    `Lighthouse ${m.lighthouse}`
  );
}

export function verdicts(lh: LighthouseResult[], js: InitialJs[]): Verdict[] {
  const out: Verdict[] = [];
  for (const r of lh) {
    out.push({
      target: `${r.name}: performance ${r.scores.performance} >= ${TARGETS.performance}`,
      pass: r.scores.performance >= TARGETS.performance,
    });
    out.push({
      target: `${r.name}: accessibility ${r.scores.accessibility} = ${TARGETS.accessibility}`,
      pass: r.scores.accessibility >= TARGETS.accessibility,
    });
  }
  for (const r of js) {
    out.push({
      target: `${r.path}: initial JS ${kb(r.gzipKb)} KB <= ${INITIAL_JS_BUDGET_KB} KB gzipped`,
      pass: r.gzipKb <= INITIAL_JS_BUDGET_KB,
    });
    out.push({
      target: `${r.path}: no app-area chunk loaded${r.appChunks.length ? ` (${r.appChunks.join(', ')})` : ''}`,
      pass: r.appChunks.length === 0,
    });
  }
  return out;
}

function table(head: string[], rows: string[][]): string {
  const lines = [head, head.map(() => '---'), ...rows].map((r) => `| ${r.join(' | ')} |`);
  return lines.join('\n');
}

function lighthouseTable(lh: LighthouseResult[]): string {
  return table(
    ['Page', 'Performance', 'Accessibility', 'Best practices', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS'],
    lh.map((r) => [
      `${r.name} (\`${r.path}\`)`,
      `${r.scores.performance} (runs: ${r.performanceRuns.join(', ')})`,
      String(r.scores.accessibility),
      String(r.scores['best-practices']),
      String(r.scores.seo),
      ms(r.fcpMs),
      ms(r.lcpMs),
      ms(r.tbtMs),
      r.cls.toFixed(3),
    ]),
  );
}

function jsTable(js: InitialJs[]): string {
  return table(
    ['Route', 'Scripts', 'JS gzip -9 (KB)', 'JS as sent (KB)', 'App-area chunks'],
    js.map((r) => [
      `\`${r.path}\``,
      String(r.scripts),
      kb(r.gzipKb),
      kb(r.wireKb),
      r.appChunks.length ? r.appChunks.join(', ') : 'none',
    ]),
  );
}

function findings(lh: LighthouseResult[]): string {
  const lines: string[] = [];
  for (const r of lh) {
    for (const [category, audits] of Object.entries(r.findings)) {
      if (!audits?.length) continue;
      lines.push(`- ${r.name}, ${category}:`);
      for (const a of audits) lines.push(`  - ${a}`);
    }
  }
  return lines.join('\n');
}

export function printReport(lh: LighthouseResult[], js: InitialJs[], v: Verdict[]): void {
  console.log('\nLighthouse, mobile preset (simulated throttling), median run by performance:\n');
  console.log(lighthouseTable(lh));
  const f = findings(lh);
  if (f) console.log(`\nWhat cost points:\n${f}`);
  console.log('\nJavaScript loaded before the page is interactive (fresh cache, network idle):\n');
  console.log(jsTable(js));
  console.log('\nTargets:');
  for (const x of v) console.log(`  ${x.pass ? 'PASS' : 'MISS'}  ${x.target}`);
}

export function markdown(
  lh: LighthouseResult[],
  js: InitialJs[],
  v: Verdict[],
  m: Machine,
): string {
  const f = findings(lh);
  return `# Page speed

Made by \`npm run bench:web\` on ${m.date}.

Machine: ${machineLine(m)}.

The production build (web app and server, built into \`dist-bench/\`) served by the real server
(\`NODE_ENV=production\`, embedded database with the demo data) on the same machine as the
browser. Lighthouse multiplies the main-thread time it observes by 4, so the scores follow the
machine's load: compare runs made on an otherwise idle machine.

## Lighthouse

Default mobile preset: emulated phone, simulated throttling (slow 4G, 4x CPU slowdown). Each page
ran ${m.runs} time(s); the table shows the median run by performance score.

${lighthouseTable(lh)}
${f ? `\nWhat cost points (audits below 90 in a category under target):\n\n${f}\n` : ''}
## Initial JavaScript per public route

Every script a route loads in a fresh browser context (empty cache, 412 px phone viewport) until
the network is idle, without any interaction: the HTML entry, its preloaded chunks and the route's
lazy page chunk. **JS gzip -9** gzips each body at level 9 here (stable from run to run; the
target is measured on it); **as sent** is what the server transferred (brotli when the browser
asks for it). App-area chunks are files reachable only from the \`/app\` routes' lazy imports
(Vite's manifest); a public route should load none.

${jsTable(js)}

## Targets

${v.map((x) => `- ${x.pass ? 'PASS' : 'MISS'}: ${x.target}`).join('\n')}
`;
}
