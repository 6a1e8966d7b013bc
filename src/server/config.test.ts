import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults for a developer machine', () => {
    const config = loadConfig({});

    expect(config.env).toBe('development');
    expect(config.isProduction).toBe(false);
    expect(config.host).toBe('127.0.0.1');
    expect(config.port).toBe(3000);
    expect(config.appUrl).toBe('http://localhost:3000');
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(path.isAbsolute(config.dataDir)).toBe(true);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect(config.mail).toEqual({
      transport: 'outbox',
      smtpUrl: undefined,
      from: 'TrueTune <hello@truetune.app>',
    });
    expect(config.seedDemo).toBe(true);
    expect(config.trustProxy).toBe(false);
    expect(config.logLevel).toBe('info');
    expect(config.jobsIntervalMs).toBe(3_600_000);
    expect(config.analyticsSinkUrl).toBeUndefined();
  });

  it('derives the app URL from PORT when APP_URL is not set', () => {
    expect(loadConfig({ PORT: '8080' })).toMatchObject({ port: 8080, appUrl: 'http://localhost:8080' });
  });

  it('seeds the demo account outside production unless switched off', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development', SEED_DEMO: '0' }).seedDemo).toBe(false);
  });

  it('does not seed the demo account in production unless asked for', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: '1' }).seedDemo).toBe(true);
  });

  it.each(['abc', '70000', '-1', '3000.5'])('refuses PORT=%s with a message naming PORT', (port) => {
    expect(() => loadConfig({ PORT: port })).toThrow(/Invalid configuration:\n\s+PORT: /);
  });

  it('names every bad variable at once', () => {
    let message = '';
    try {
      loadConfig({ PORT: 'abc', LOG_LEVEL: 'loud', NODE_ENV: 'staging' });
    } catch (error) {
      message = error instanceof Error ? error.message : String(error);
    }
    expect(message).toMatch(/^\s+PORT: /m);
    expect(message).toMatch(/^\s+LOG_LEVEL: /m);
    expect(message).toMatch(/^\s+NODE_ENV: /m);
  });

  it('refuses MAIL_TRANSPORT=smtp without SMTP_URL', () => {
    expect(() => loadConfig({ MAIL_TRANSPORT: 'smtp' })).toThrow(
      /SMTP_URL: required when MAIL_TRANSPORT=smtp/,
    );
    expect(() => loadConfig({ MAIL_TRANSPORT: 'smtp', SMTP_URL: '' })).toThrow(/SMTP_URL/);
  });

  it('uses SMTP when configured', () => {
    const config = loadConfig({
      MAIL_TRANSPORT: 'smtp',
      SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
      MAIL_FROM: 'Team <team@example.com>',
    });
    expect(config.mail).toEqual({
      transport: 'smtp',
      smtpUrl: 'smtps://user:pass@smtp.example.com:465',
      from: 'Team <team@example.com>',
    });
  });

  it('trims a trailing slash from APP_URL, so emailed links have no double slash', () => {
    expect(loadConfig({ APP_URL: 'https://truetune.app/' }).appUrl).toBe('https://truetune.app');
    expect(loadConfig({ APP_URL: 'https://truetune.app' }).appUrl).toBe('https://truetune.app');
  });

  it('refuses an APP_URL that is not a URL', () => {
    expect(() => loadConfig({ APP_URL: 'truetune.app' })).toThrow(/APP_URL/);
  });

  it('treats empty DATABASE_URL and REDIS_URL as unset', () => {
    const config = loadConfig({ DATABASE_URL: '', REDIS_URL: '' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
  });

  it('reads the remaining settings', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: '/var/lib/truetune',
      DATABASE_URL: 'postgres://db/truetune',
      REDIS_URL: 'redis://cache:6379',
      TRUST_PROXY: 'true',
      JOBS_INTERVAL_SECONDS: '30',
      ANALYTICS_SINK_URL: 'https://sink.example/events',
    });
    expect(config).toMatchObject({
      isProduction: true,
      dataDir: '/var/lib/truetune',
      databaseUrl: 'postgres://db/truetune',
      redisUrl: 'redis://cache:6379',
      trustProxy: true,
      jobsIntervalMs: 30_000,
      analyticsSinkUrl: 'https://sink.example/events',
    });
  });

  it('refuses a jobs interval under 5 seconds', () => {
    expect(() => loadConfig({ JOBS_INTERVAL_SECONDS: '1' })).toThrow(/JOBS_INTERVAL_SECONDS/);
  });
});
