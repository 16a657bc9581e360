/**
 * Reads back what a page's head says, from the HTML the server writes (plugins/page-head.ts), with
 * a real HTML parser (htmlparser2): the title, the meta description and robots, the canonical link
 * and the text of each JSON-LD script.
 */
import { Parser } from 'htmlparser2';

export interface PageHeadTags {
  title: string;
  description: string;
  canonical: string | null;
  robots: string | null;
  /** The raw text of each <script type="application/ld+json">. */
  jsonLd: string[];
}

/** Parses head HTML into its tags; missing ones are '' or null. */
export function readPageHead(html: string): PageHeadTags {
  const head: PageHeadTags = { title: '', description: '', canonical: null, robots: null, jsonLd: [] };
  let capture: 'title' | 'json-ld' | undefined;
  let text = '';
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'title' || (name === 'script' && attributes.type === 'application/ld+json')) {
          capture = name === 'title' ? 'title' : 'json-ld';
          text = '';
        } else if (name === 'meta' && attributes.name === 'description') head.description = attributes.content ?? '';
        else if (name === 'meta' && attributes.name === 'robots') head.robots = attributes.content ?? null;
        else if (name === 'link' && attributes.rel === 'canonical') head.canonical = attributes.href ?? null;
      },
      ontext(chunk) {
        if (capture) text += chunk;
      },
      onclosetag() {
        if (capture === 'title') head.title = text;
        if (capture === 'json-ld') head.jsonLd.push(text);
        capture = undefined;
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return head;
}

/** <loc> values of a sitemaps.org document. */
export function readSitemapLocations(xml: string): string[] {
  const locations: string[] = [];
  let isInLoc = false;
  let text = '';
  const parser = new Parser(
    {
      onopentag(name) {
        isInLoc = name === 'loc';
        text = '';
      },
      ontext(chunk) {
        if (isInLoc) text += chunk;
      },
      onclosetag(name) {
        if (name === 'loc') locations.push(text.trim());
        isInLoc = false;
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.end(xml);
  return locations;
}
