import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const freshDataDir = () => mkdtempSync(path.join(os.tmpdir(), 'heirloom-config-'));

describe('loadConfig', () => {
  it('runs on embedded defaults and keeps a generated secret across restarts', () => {
    const dataDir = freshDataDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(first).toMatchObject({ port: 3000, host: '0.0.0.0', productName: 'Heirloom', isProduction: false });
    expect(first.databaseUrl).toBeUndefined();
    expect(first.publicUrl).toBe('http://localhost:3000');
    expect(first.secrets.COOKIE_SECRET).toHaveLength(43);
    expect(first.secrets.MASTER_KEY).toMatch(/^AGE-SECRET-KEY-1[0-9A-Z]{58}$/);
    const file = path.join(dataDir, 'secrets.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8')).COOKIE_SECRET).toBe(first.secrets.COOKIE_SECRET);
    expect(loadConfig({ DATA_DIR: dataDir }).secrets.COOKIE_SECRET).toBe(first.secrets.COOKIE_SECRET);
  });

  it('lists every invalid variable at once', () => {
    expect(() =>
      loadConfig({ DATA_DIR: freshDataDir(), PORT: 'eighty', DATABASE_URL: 'mysql://x', APP_NOW: 'tomorrow' }),
    ).toThrow(/PORT[\s\S]*DATABASE_URL: must be a postgres:\/\/ URL[\s\S]*APP_NOW: must be an ISO-8601 instant/);
  });

  it('refuses to invent secrets in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: freshDataDir() })).toThrow(
      /Missing secrets in production: COOKIE_SECRET, LINK_SECRET, MASTER_KEY/,
    );
  });

  it('refuses APP_NOW in production', () => {
    const secret = 'a'.repeat(40);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        DATA_DIR: freshDataDir(),
        COOKIE_SECRET: secret,
        APP_NOW: '2030-01-01T00:00:00Z',
      }),
    ).toThrow(/APP_NOW: moves the server clock and is refused in production/);
  });

  it('reads the optional settings', () => {
    const config = loadConfig({
      DATA_DIR: freshDataDir(),
      PORT: '8080',
      DATABASE_URL: 'postgres://127.0.0.1:5432/test',
      ADMIN_EMAIL: 'Keeper@Example.com',
      APP_NOW: '2030-01-02T03:04:05Z',
      PUBLIC_URL: 'https://family.example.com/',
      TRUST_PROXY: 'true',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://127.0.0.1:5432/test',
      adminEmail: 'keeper@example.com',
      publicUrl: 'https://family.example.com',
      trustProxy: true,
    });
    expect(config.appNow?.toISOString()).toBe('2030-01-02T03:04:05.000Z');
  });

  it('shows no marketing figure unless the operator configures it, and a rating only with its reviews', () => {
    expect(loadConfig({ DATA_DIR: freshDataDir() }).claims).toEqual({});
    expect(loadConfig({ DATA_DIR: freshDataDir(), MARKETING_FAMILIES: '', MARKETING_RATING: ' ' }).claims).toEqual({});
    expect(loadConfig({ DATA_DIR: freshDataDir(), MARKETING_FAMILIES: '3' }).claims).toEqual({ families: 3 });
    expect(
      loadConfig({
        DATA_DIR: freshDataDir(),
        MARKETING_FAMILIES: '2847',
        MARKETING_MESSAGES: '50000',
        MARKETING_RATING: '4.9',
        MARKETING_REVIEWS: '2847',
      }).claims,
    ).toEqual({ families: 2847, messages: 50_000, rating: 4.9, reviews: 2847 });
    expect(() => loadConfig({ DATA_DIR: freshDataDir(), MARKETING_RATING: '4.9' })).toThrow(
      /MARKETING_RATING: needs MARKETING_REVIEWS/,
    );
    expect(() => loadConfig({ DATA_DIR: freshDataDir(), MARKETING_REVIEWS: '12' })).toThrow(
      /MARKETING_REVIEWS: needs MARKETING_RATING/,
    );
    expect(() => loadConfig({ DATA_DIR: freshDataDir(), MARKETING_RATING: '7', MARKETING_FAMILIES: 'many' })).toThrow(
      /MARKETING_FAMILIES[\s\S]*MARKETING_RATING/,
    );
  });

  it('reads a video testimonial on this site, with its caption and transcript', () => {
    const video = {
      MARKETING_TESTIMONIAL_VIDEO_URL: '/media/margaret.mp4',
      MARKETING_TESTIMONIAL_VIDEO_CAPTIONS_URL: '/media/margaret.vtt',
      MARKETING_TESTIMONIAL_VIDEO_CAPTION: 'Margaret, Ohio, on her grandchildren’s birthday messages',
      MARKETING_TESTIMONIAL_VIDEO_TRANSCRIPT: 'I recorded a message for each of them.',
    };
    expect(loadConfig({ DATA_DIR: freshDataDir() }).testimonialVideo).toBeUndefined();
    expect(loadConfig({ DATA_DIR: freshDataDir(), ...video }).testimonialVideo).toEqual({
      url: '/media/margaret.mp4',
      captionsUrl: '/media/margaret.vtt',
      caption: 'Margaret, Ohio, on her grandchildren’s birthday messages',
      transcript: 'I recorded a message for each of them.',
    });
    expect(() =>
      loadConfig({
        DATA_DIR: freshDataDir(),
        ...video,
        MARKETING_TESTIMONIAL_VIDEO_URL: 'https://cdn.example.com/a.mp4',
      }),
    ).toThrow(/MARKETING_TESTIMONIAL_VIDEO_URL: must be a path on this site/);
    expect(() =>
      loadConfig({ DATA_DIR: freshDataDir(), MARKETING_TESTIMONIAL_VIDEO_URL: '/media/margaret.mp4' }),
    ).toThrow(/needs MARKETING_TESTIMONIAL_VIDEO_CAPTION and MARKETING_TESTIMONIAL_VIDEO_TRANSCRIPT/);
  });

  it('takes payments through Stripe only with all four STRIPE_* settings (test mode otherwise)', () => {
    const stripe = {
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_PRICE_MONTHLY: 'price_m',
      STRIPE_PRICE_ANNUAL: 'price_y',
    };
    expect(loadConfig({ DATA_DIR: freshDataDir() }).stripe).toBeUndefined();
    expect(loadConfig({ DATA_DIR: freshDataDir(), ...stripe }).stripe).toEqual({
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      priceIds: { month: 'price_m', year: 'price_y' },
      apiUrl: undefined,
    });
    expect(() =>
      loadConfig({ DATA_DIR: freshDataDir(), STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PRICE_MONTHLY: 'price_m' }),
    ).toThrow(/Stripe needs STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_ANNUAL too/);
  });
});
