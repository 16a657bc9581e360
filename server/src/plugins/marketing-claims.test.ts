/**
 * Numbers shown to visitors are never invented (docs/product/marketing-and-figures.md): the page a
 * default server sends carries no marketing figure, and an operator's configured figures reach it.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/test-app';
import { loadConfig } from '../config';

const webRoot = mkdtempSync(path.join(os.tmpdir(), 'heirloom-web-'));
writeFileSync(
  path.join(webRoot, 'index.html'),
  '<!doctype html><html><head><title>Built</title></head><body><div id="root"></div></body></html>',
);
const freshDataDir = () => mkdtempSync(path.join(os.tmpdir(), 'heirloom-claims-'));

/** The settings embedded in a page for the browser (`<meta name="app-config">`). */
const appConfigOf = (html: string) => {
  const content = /<meta name="app-config" content="([^"]*)">/.exec(html)?.[1] ?? '';
  return JSON.parse(
    content
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&'),
  );
};

describeEachDatabase(
  'marketing figures on a default server',
  (context) => {
    it('sends no figure at all: no families, messages, rating or reviews, anywhere in the page', async () => {
      for (const url of ['/', '/pricing', '/blog']) {
        const response = await context().app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(200);
        expect(appConfigOf(response.body).claims ?? {}, url).toEqual({});
        expect(response.body, url).not.toMatch(/2847|2,847|50000|50,000|aggregateRating|ratingValue/);
      }
    });
  },
  // The claims exactly as a server started with no MARKETING_* variables reads them.
  { config: { claims: loadConfig({ DATA_DIR: freshDataDir() }).claims }, overrides: () => ({ webRoot }) },
);

describeEachDatabase(
  'marketing figures an operator configured',
  (context) => {
    it('sends the configured figures to the browser', async () => {
      const response = await context().app.inject({ method: 'GET', url: '/' });
      expect(appConfigOf(response.body).claims).toEqual({ families: 12, messages: 40, rating: 4.5, reviews: 9 });
    });
  },
  {
    config: {
      claims: loadConfig({
        DATA_DIR: freshDataDir(),
        MARKETING_FAMILIES: '12',
        MARKETING_MESSAGES: '40',
        MARKETING_RATING: '4.5',
        MARKETING_REVIEWS: '9',
      }).claims,
    },
    overrides: () => ({ webRoot }),
  },
);
