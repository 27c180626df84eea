import { describe, expect, it } from 'vitest';
import { ConfigError, DEV_SESSION_SECRET, loadConfig } from './config';

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
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(32) }).production).toBe(
      true,
    );
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
