import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TimeZoneOptions } from './time-zone-options';

/** The options rendered for `chosen`, as [value, text] pairs. */
function optionsFor(chosen: string) {
  const markup = renderToStaticMarkup(createElement(TimeZoneOptions, { chosen }));
  return [...markup.matchAll(/<option value="([^"]+)">([^<]+)<\/option>/g)].map(([, value, text]) => [value, text]);
}

describe('TimeZoneOptions', () => {
  it('offers every zone the browser lists once, the chosen one first, written with spaces', () => {
    const listed = Intl.supportedValuesOf('timeZone');
    const options = optionsFor('America/New_York');
    expect(options[0]).toEqual(['America/New_York', 'America/New York']);
    expect(options).toHaveLength(listed.length);
    expect(options.map(([value]) => value).sort()).toEqual([...listed].sort());
  });

  it('keeps a chosen zone the browser does not list', () => {
    const options = optionsFor('Mars/Olympus_Mons');
    expect(options[0]).toEqual(['Mars/Olympus_Mons', 'Mars/Olympus Mons']);
    expect(options).toHaveLength(Intl.supportedValuesOf('timeZone').length + 1);
  });
});
