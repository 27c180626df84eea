import { describe, expect, it } from 'vitest';
import { ConfigError, DEV_SESSION_SECRET, loadConfig } from './config';
import { hmacHex, providerFromConfig } from '../money/provider';

describe('loadConfig', () => {
  it('has working defaults for a bare machine: port 3000, embedded database with demo data', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.seedDemo).toBe(true);
    expect(c.dataDir.endsWith('/data')).toBe(true);
    expect(c.publicUrl).toBe('http://localhost:3000');
    expect(c.sessionSecret).toBe(DEV_SESSION_SECRET);
  });

  it('does not seed demo data into a real PostgreSQL unless asked', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', SEED_DEMO: 'true' }).seedDemo).toBe(
      true,
    );
  });

  it('refuses production without a private session secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', SESSION_SECRET: DEV_SESSION_SECRET }),
    ).toThrow(/SESSION_SECRET/);
    expect(
      loadConfig({
        NODE_ENV: 'production',
        SESSION_SECRET: 's'.repeat(32),
        PAYMENT_PROVIDER: 'test',
      }).production,
    ).toBe(true);
  });

  it('rejects a short secret, a bad port and a malformed URL, naming the variable', () => {
    expect(() => loadConfig({ SESSION_SECRET: 'short' })).toThrow(/at least 32/);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ REFEREE_WHATSAPP: '+91 98' })).toThrow(/REFEREE_WHATSAPP/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('takes S3 storage only with all four S3 variables, naming the missing ones', () => {
    const s3 = {
      S3_ENDPOINT: 'https://s3.example.com/',
      S3_BUCKET: 'posters',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig(s3).s3).toEqual({
      endpoint: 'https://s3.example.com',
      region: 'us-east-1',
      bucket: 'posters',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      publicUrl: undefined,
    });
    expect(() => loadConfig({ ...s3, S3_SECRET_ACCESS_KEY: '' })).toThrow(
      /missing: S3_SECRET_ACCESS_KEY$/,
    );
    expect(() => loadConfig({ S3_ENDPOINT: 'https://s3.example.com' })).toThrow(
      /missing: S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY$/,
    );
    expect(() => loadConfig({ S3_PUBLIC_URL: 'https://cdn.example.com' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...s3, S3_BUCKET: 'a/b' })).toThrow(/S3_BUCKET/);
  });
});

describe('payment provider', () => {
  const PROD = { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(32) };
  const KEYS = {
    RAZORPAY_KEY_ID: 'rzp_live_abc',
    RAZORPAY_KEY_SECRET: 'key-secret',
    RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
  };

  it('refuses production without PAYMENT_PROVIDER, even with Razorpay keys', () => {
    const message =
      /PAYMENT_PROVIDER must be set in production: razorpay \(with RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET\) or test/;
    expect(() => loadConfig(PROD)).toThrow(message);
    expect(() => loadConfig({ ...PROD, PAYMENT_PROVIDER: '' })).toThrow(message);
    expect(() => loadConfig({ ...PROD, ...KEYS })).toThrow(message);
    expect(loadConfig({ ...PROD, ...KEYS, PAYMENT_PROVIDER: 'razorpay' }).payments.provider).toBe(
      'razorpay',
    );
    // Chosen on purpose (a demo, the e2e tests, the benchmarks); every page then says so.
    expect(loadConfig({ ...PROD, PAYMENT_PROVIDER: 'test' }).payments).toEqual({
      provider: 'test',
    });
  });

  it('refuses an unknown provider, naming the variable', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(/PAYMENT_PROVIDER/);
  });

  it('refuses Razorpay without each of its three secrets, naming the missing one', () => {
    for (const name of Object.keys(KEYS) as (keyof typeof KEYS)[]) {
      const env = { ...PROD, ...KEYS, PAYMENT_PROVIDER: 'razorpay', [name]: '' };
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(new RegExp(`missing: ${name}$`));
    }
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'razorpay' })).toThrow(
      /missing: RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET$/,
    );
  });

  it('takes every Razorpay secret as given', () => {
    const c = loadConfig({
      ...KEYS,
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_API_URL: 'http://127.0.0.1:9/',
    });
    expect(c.payments).toEqual({
      provider: 'razorpay',
      razorpay: {
        keyId: 'rzp_live_abc',
        keySecret: 'key-secret',
        webhookSecret: 'webhook-secret',
        apiUrl: 'http://127.0.0.1:9',
      },
    });
  });

  it('refuses test mode with Razorpay keys beside it, naming them', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'test', RAZORPAY_KEY_ID: 'rzp_live_abc' })).toThrow(
      /PAYMENT_PROVIDER=test takes no Razorpay keys, but RAZORPAY_KEY_ID is set/,
    );
    expect(() => loadConfig({ ...PROD, ...KEYS, PAYMENT_PROVIDER: 'test' })).toThrow(
      /but RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET are set/,
    );
  });

  it('outside production, follows the keys when unset: none = test, any = Razorpay with all three', () => {
    expect(loadConfig({}).payments.provider).toBe('test');
    expect(loadConfig({ NODE_ENV: 'test' }).payments.provider).toBe('test');
    expect(loadConfig(KEYS).payments.provider).toBe('razorpay');
    expect(() => loadConfig({ RAZORPAY_KEY_ID: 'a', RAZORPAY_KEY_SECRET: 'b' })).toThrow(
      /PAYMENT_PROVIDER=razorpay \(implied by RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET\) needs .*; missing: RAZORPAY_WEBHOOK_SECRET$/,
    );
  });

  it('checks webhooks with the webhook secret only, never with the key secret', () => {
    const body = Buffer.from('{"event":"payment.captured"}');
    const provider = providerFromConfig(loadConfig({ ...KEYS, PAYMENT_PROVIDER: 'razorpay' }));
    expect(provider.name).toBe('razorpay');
    expect(provider.verifyWebhookSignature(body, hmacHex(KEYS.RAZORPAY_WEBHOOK_SECRET, body))).toBe(
      true,
    );
    expect(provider.verifyWebhookSignature(body, hmacHex(KEYS.RAZORPAY_KEY_SECRET, body))).toBe(
      false,
    );
    // No webhook secret is no configuration at all, not the key secret standing in for it.
    const { RAZORPAY_WEBHOOK_SECRET: _unset, ...withoutWebhookSecret } = KEYS;
    expect(() => providerFromConfig(loadConfig(withoutWebhookSecret))).toThrow(
      /missing: RAZORPAY_WEBHOOK_SECRET$/,
    );
  });
});

describe('WhatsApp (issue 29)', () => {
  it('writes to the outbox when no keys are set', () => {
    expect(loadConfig({}).whatsapp).toBeUndefined();
    expect(
      loadConfig({ WHATSAPP_TOKEN: '', WHATSAPP_PHONE_NUMBER_ID: '' }).whatsapp,
    ).toBeUndefined();
  });

  it('takes the Cloud API with both keys, at the default version unless told', () => {
    expect(
      loadConfig({ WHATSAPP_TOKEN: 'EAAG-token', WHATSAPP_PHONE_NUMBER_ID: '106540352242922' })
        .whatsapp,
    ).toEqual({
      token: 'EAAG-token',
      phoneNumberId: '106540352242922',
      apiUrl: 'https://graph.facebook.com/v21.0',
    });
    expect(
      loadConfig({
        WHATSAPP_TOKEN: 'EAAG-token',
        WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
        WHATSAPP_API_URL: 'http://127.0.0.1:9999/v21.0/',
      }).whatsapp?.apiUrl,
    ).toBe('http://127.0.0.1:9999/v21.0');
  });

  it('refuses one key without the other, and a phone number id that is not one', () => {
    expect(() => loadConfig({ WHATSAPP_TOKEN: 'EAAG-token' })).toThrow(
      'WhatsApp needs WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID set together; missing: WHATSAPP_PHONE_NUMBER_ID',
    );
    expect(() => loadConfig({ WHATSAPP_PHONE_NUMBER_ID: '106540352242922' })).toThrow(
      /missing: WHATSAPP_TOKEN$/,
    );
    expect(() =>
      loadConfig({ WHATSAPP_TOKEN: 'EAAG-token', WHATSAPP_PHONE_NUMBER_ID: '+91 98765 43210' }),
    ).toThrow(/WHATSAPP_PHONE_NUMBER_ID: WHATSAPP_PHONE_NUMBER_ID is the numeric id/);
  });
});
