import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './test/free-port';
import { hmacHex } from './money/provider';
import { startPrivatePostgres } from './test/private-postgres';
import { startSmtpInbox } from './test/smtp-inbox';

/**
 * Issue 7 §4-5 with the real server process on a private PostgreSQL: the database restarts under
 * a stream of writes, and the server is SIGKILLed between an order and its capture.
 */
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let pgServer: ReturnType<typeof startPrivatePostgres>;
let port: number;
let server: ChildProcess | null = null;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'matchday-faults-'));
const base = () => `http://127.0.0.1:${port}`;

async function startServer() {
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: pgServer.url,
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: process.env.FAULTS_VERBOSE ? 'warn' : 'silent',
      RATE_LIMIT_MULTIPLIER: '100',
      SESSION_SECRET: 'fault-test-session-secret-0123456789abcdef',
      PAYMENT_PROVIDER: 'test',
      SMTP_URL: inbox.url,
      MAIL_RETRY_DELAY_SECONDS: '1',
      // A killed worker's leases expire, and its jobs are retried, in a fifth of production's
      // time (30 s leases and 30 s maintenance became a 90 s wait for the refunds to land).
      JOB_TIME_SCALE: '0.2',
    },
    stdio: process.env.FAULTS_VERBOSE ? 'inherit' : 'ignore',
  });
  for (let i = 0; i < 150; i++) {
    if (
      await fetch(`${base()}/readyz`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      return;
    await sleep(200);
  }
  throw new Error('server did not start');
}

beforeAll(async () => {
  inbox = await startSmtpInbox();
  pgServer = startPrivatePostgres(await freePort());
  port = await freePort();
  await startServer();
}, 90_000);
afterAll(async () => {
  server?.kill('SIGKILL');
  await inbox?.close();
  pgServer?.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function countUsers(emails: string[]) {
  const c = new pg.Client({ connectionString: pgServer.url });
  await c.connect();
  const { rows } = await c.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM users WHERE email = ANY($1)',
    [emails],
  );
  await c.end();
  return rows[0]!.n;
}

describe('database restart under load', () => {
  it('reports the outage on /readyz, recovers without a server restart, and loses no acknowledged write', async () => {
    const acknowledged: string[] = [];
    let failures = 0;
    let stop = false;
    const writer = (async () => {
      for (let i = 0; !stop; i++) {
        const email = `load-${Date.now()}-${i}@example.test`;
        const res = await fetch(`${base()}/api/v1/auth/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            role: 'Participant',
            name: 'Load',
            email,
            phone_number: '9876543210',
            password: 'Str0ng!Pass',
            confirm_password: 'Str0ng!Pass',
          }),
        }).catch(() => null);
        if (res?.status === 201) acknowledged.push(email);
        else failures += 1;
      }
    })();
    await sleep(1500);
    pgServer.stop();
    const down = await fetch(`${base()}/readyz`);
    expect(down.status).toBe(503);
    expect((await fetch(`${base()}/healthz`)).status).toBe(200);
    await sleep(1000);
    pgServer.start();
    let ready = false;
    for (let i = 0; i < 50 && !ready; i++) {
      ready = (await fetch(`${base()}/readyz`)).status === 200;
      if (!ready) await sleep(200);
    }
    expect(ready).toBe(true);
    const before = acknowledged.length;
    await sleep(1500);
    stop = true;
    await writer;
    expect(acknowledged.length).toBeGreaterThan(before); // writes resumed after the restart
    expect(failures).toBeGreaterThan(0); // the outage was real
    expect(await countUsers(acknowledged)).toBe(acknowledged.length);
  }, 60_000);
});

describe('server killed mid-upload', () => {
  it('leaves no file, whole or partial, behind any URL', async () => {
    const login = await fetch(`${base()}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'host@matchday.test', password: 'Matchday@2026' }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    const postersDir = path.join(dataDir, 'uploads', 'posters');
    const before = new Set(fs.readdirSync(postersDir));
    // Send the start of a 4 MB upload, then kill the server before the body is complete.
    const boundary = '----killed';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="media"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`;
    const socket = net.connect(port, '127.0.0.1');
    socket.on('error', () => {}); // the server dies under it: a reset is expected
    await new Promise<void>((r) => socket.once('connect', () => r()));
    socket.write(
      `POST /api/v1/event/upload HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nCookie: ${cookie}\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${4 * 1024 * 1024}\r\n\r\n${head}`,
    );
    socket.write(Buffer.alloc(512 * 1024, 7));
    await sleep(300);
    server!.kill('SIGKILL');
    await new Promise((r) => server!.once('exit', r));
    socket.destroy();
    await startServer();
    const after = fs.readdirSync(postersDir).filter((f) => !before.has(f));
    expect(after).toEqual([]);
    const partial = await fetch(`${base()}/uploads/posters/big.png`);
    expect(partial.status).toBe(404);
  }, 90_000);
});

describe('server killed between order and capture', () => {
  it('captures exactly once after a restart, from the provider webhook', async () => {
    // The demo participant registers for an open paid category.
    const { cookie, orderId, participationId, amount } =
      await loginAndRegister('player@matchday.test');

    server!.kill('SIGKILL');
    await new Promise((r) => server!.once('exit', r));
    await startServer();

    // The test provider signs webhooks with a secret derived from SESSION_SECRET; so does this test.
    const secret = hmacHex('fault-test-session-secret-0123456789abcdef', 'matchday-test-webhooks');
    const body = JSON.stringify({
      event: 'payment.captured',
      payload: {
        payment: {
          entity: {
            id: 'pay_after_crash',
            order_id: orderId,
            amount,
            currency: 'INR',
            status: 'captured',
          },
        },
      },
    });
    for (let i = 0; i < 2; i++) {
      const hook = await fetch(`${base()}/api/v1/payments/webhook`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': hmacHex(secret, body),
          'x-razorpay-event-id': 'evt_after_crash',
        },
        body,
      });
      expect(hook.status).toBe(200);
    }
    const after = (await (
      await fetch(`${base()}/api/v1/event/participate/${participationId}`, { headers: { cookie } })
    ).json()) as { data: { payment_status: string; payment_id: string } };
    expect(after.data).toMatchObject({ payment_status: 'captured', payment_id: 'pay_after_crash' });
    const c = new pg.Client({ connectionString: pgServer.url });
    await c.connect();
    const { rows } = await c.query(
      'SELECT count(*)::int AS n FROM participations WHERE order_id = $1',
      [orderId],
    );
    await c.end();
    expect(rows[0].n).toBe(1);
  }, 90_000);
});

/** Logs a demo participant in and registers them for the first open paid category that takes them. */
async function loginAndRegister(email: string) {
  const login = await fetch(`${base()}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Matchday@2026' }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  const events = (await (await fetch(`${base()}/api/v1/events/?status=open&limit=100`)).json()) as {
    data: Array<{
      id: string;
      categories: Array<{
        category_id: string;
        price: number;
        category_details: { participants_in_team: number; gender: string | null };
      }>;
    }>;
  };
  for (const c of events.data.flatMap((e) => e.categories.map((x) => ({ event: e.id, ...x })))) {
    if (c.price === 0 || c.category_details.participants_in_team !== 1) continue;
    const reg = await fetch(`${base()}/api/v1/event/participate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ event_id: c.event, category_id: c.category_id }),
    });
    if (reg.status !== 201 && reg.status !== 200) continue;
    const data = (
      (await reg.json()) as {
        data: { order_id: string; participation: { id: string } };
      }
    ).data;
    // A pending registration resumes with its order, which pays it just the same.
    return {
      cookie,
      orderId: data.order_id,
      participationId: data.participation.id,
      amount: Math.round(c.price * 100),
    };
  }
  throw new Error(`no open paid category ${email} could register for`);
}

/**
 * Waits until no mail job is ready to run (or, given a registration, its confirmation is done).
 * Jobs a killed server held stay `active` until their lease ends; they are not waited for.
 */
async function untilNoMailWaits(participationId?: string) {
  const c = new pg.Client({ connectionString: pgServer.url });
  await c.connect();
  try {
    for (let i = 0; i < 600; i++) {
      const { rows } = await c.query(
        participationId
          ? // Its confirmation only: a reminder about the registration while it was unpaid,
            // refused with everything else, may wait out a long backoff (and sends nothing once
            // the registration is paid).
            `SELECT count(*)::int AS n FROM pgboss.job
              WHERE name = 'mail' AND data->>'participation_id' = $1
                AND data->>'kind' = 'payment_confirmation' AND state < 'completed'`
          : "SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'mail' AND state IN ('created', 'retry')",
        participationId ? [participationId] : [],
      );
      if (rows[0].n === 0) return;
      await sleep(100);
    }
    throw new Error('mail jobs never settled');
  } finally {
    await c.end();
  }
}

/** Waits until the confirmation job of a registration is in `state`. */
async function untilConfirmationIs(participationId: string, state: string) {
  const c = new pg.Client({ connectionString: pgServer.url });
  await c.connect();
  try {
    for (let i = 0; i < 200; i++) {
      const { rows } = await c.query(
        `SELECT count(*)::int AS n FROM pgboss.job
          WHERE name = 'mail' AND data->>'participation_id' = $1 AND state = $2`,
        [participationId, state],
      );
      if (rows[0].n > 0) return;
      await sleep(50);
    }
    throw new Error(`the confirmation job never reached ${state}`);
  } finally {
    await c.end();
  }
}

describe('server killed right after a capture commits', () => {
  it('still sends exactly one confirmation, once a server runs again', async () => {
    // Mail left over from the tests above (hundreds of sign-ups) goes out first.
    await untilNoMailWaits();
    const { orderId, participationId, amount } = await loginAndRegister('runner@matchday.test');
    const secret = hmacHex('fault-test-session-secret-0123456789abcdef', 'matchday-test-webhooks');
    const body = JSON.stringify({
      event: 'payment.captured',
      payload: {
        payment: {
          entity: { id: 'pay_then_kill', order_id: orderId, amount, currency: 'INR' },
        },
      },
    });
    const deliver = () =>
      fetch(`${base()}/api/v1/payments/webhook`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': hmacHex(secret, body),
          'x-razorpay-event-id': 'evt_then_kill',
        },
        body,
      });
    // The mail server refuses everything while the first server lives, so nothing can be sent
    // before the kill: only what was committed with the capture survives it.
    const received = inbox.count('runner@matchday.test');
    inbox.refuseNext(1_000);
    expect((await deliver()).status).toBe(200);
    // Kill once the mail server has refused the first try (a kill in the middle of a send is
    // covered too, but waits out the job's 2-minute lease).
    await untilConfirmationIs(participationId, 'retry');
    server!.kill('SIGKILL');
    await new Promise((r) => server!.once('exit', r));
    inbox.refuseNext(0);
    await startServer();
    // Razorpay retries the delivery it never saw acknowledged; it changes nothing now.
    expect((await deliver()).status).toBe(200);
    const mail = await inbox.waitFor('runner@matchday.test', "You're registered", 20_000);
    expect(mail.text).toContain(orderId);
    // Nothing is left waiting that could send a second one.
    await untilNoMailWaits(participationId);
    const c = new pg.Client({ connectionString: pgServer.url });
    await c.connect();
    const hooks = await c.query(
      "SELECT outcome FROM provider_webhooks WHERE event_id = 'evt_then_kill' ORDER BY received_at",
    );
    await c.end();
    expect(hooks.rows.map((r) => r.outcome)).toEqual(['captured', 'duplicate']);
    expect(inbox.count('runner@matchday.test') - received).toBe(1);
  }, 90_000);
});

describe('worker killed while an event is being cancelled', () => {
  it('refunds each of 200 paid registrations exactly once after a restart', async () => {
    const c = new pg.Client({ connectionString: pgServer.url });
    await c.connect();
    // An open paid category of the demo host, and 200 players who paid for it.
    const { rows: target } = await c.query<{
      event_id: string;
      category_id: string;
      price: number;
    }>(
      `SELECT ec.event_id, ec.category_id, ec.price_minor AS price
         FROM event_categories ec JOIN events e ON e.id = ec.event_id
         JOIN users h ON h.id = e.host_id
        WHERE h.email = 'host@matchday.test' AND e.status = 'published' AND e.cancelled_at IS NULL
          AND e.registration_closes_at > now() AND ec.price_minor > 0 AND ec.capacity IS NULL
        LIMIT 1`,
    );
    const { event_id: eventId, category_id: categoryId, price } = target[0]!;
    await c.query(`
      CREATE TEMP TABLE tpl AS SELECT * FROM users WHERE email = 'player@matchday.test';
      DO $$ BEGIN FOR g IN 1..200 LOOP
        UPDATE tpl SET id = lpad(to_hex(g), 24, 'f'), email = 'refund-' || g || '@example.test';
        INSERT INTO users SELECT * FROM tpl;
      END LOOP; END $$;`);
    await c.query(
      `INSERT INTO participations (id, event_id, category_id, participant_id, payment_status,
          amount_minor, currency, provider, order_id, payment_id, captured_at)
        SELECT lpad(to_hex(g), 24, 'e'), $1, $2, lpad(to_hex(g), 24, 'f'), 'captured', $3, 'INR',
               'test', 'order_kill_' || g, 'pay_kill_' || g, now()
          FROM generate_series(1, 200) g`,
      [eventId, categoryId, price],
    );
    const { rows: paidRows } = await c.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM participations
        WHERE event_id = $1 AND payment_status = 'captured' AND payment_id IS NOT NULL`,
      [eventId],
    );
    const paid = paidRows[0]!.n;
    expect(paid).toBeGreaterThanOrEqual(200);

    const login = await fetch(`${base()}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'host@matchday.test', password: 'Matchday@2026' }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    const cancel = await fetch(`${base()}/api/v1/events/${eventId}/cancel`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ reason: 'Flooded ground' }),
    });
    expect(cancel.status).toBe(200);

    // Killed as soon as the work has started: some refunds owed, the rest not yet.
    const owed = async () =>
      (
        await c.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM refunds r JOIN participations p ON p.id = r.participation_id
            WHERE p.event_id = $1`,
          [eventId],
        )
      ).rows[0]!.n;
    for (let i = 0; i < 400 && (await owed()) === 0; i++) await sleep(25);
    server!.kill('SIGKILL');
    await new Promise((r) => server!.once('exit', r));
    const atKill = await owed();
    expect(atKill).toBeLessThan(paid); // the kill landed mid-way
    await startServer();

    // Leases of the killed worker's jobs expire, the jobs run again, and every refund lands.
    const refunded = async () =>
      (
        await c.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM refunds r JOIN participations p ON p.id = r.participation_id
            WHERE p.event_id = $1 AND r.status = 'refunded'`,
          [eventId],
        )
      ).rows[0]!.n;
    for (let i = 0; i < 600 && (await refunded()) < paid; i++) await sleep(250);
    expect(await refunded()).toBe(paid);

    const { rows } = await c.query<{
      refunds: number;
      max_per: number;
      ledger: number;
      out: number;
    }>(
      `SELECT (SELECT count(*)::int FROM refunds r JOIN participations p ON p.id = r.participation_id
                WHERE p.event_id = $1) AS refunds,
              (SELECT coalesce(max(n), 0)::int FROM (SELECT count(*) AS n FROM refunds r
                 JOIN participations p ON p.id = r.participation_id WHERE p.event_id = $1
                 GROUP BY r.participation_id) x) AS max_per,
              (SELECT count(*)::int FROM ledger_entries l JOIN participations p ON p.id = l.participation_id
                WHERE p.event_id = $1 AND l.kind = 'refund') AS ledger,
              (SELECT coalesce(-sum(l.amount_minor), 0)::int FROM ledger_entries l
                 JOIN participations p ON p.id = l.participation_id
                WHERE p.event_id = $1 AND l.kind = 'refund') AS out`,
      [eventId],
    );
    await c.end();
    expect(rows[0]).toEqual({ refunds: paid, max_per: 1, ledger: paid, out: expect.any(Number) });
    expect(rows[0]!.out).toBeGreaterThanOrEqual(200 * price);
  }, 240_000);
});
