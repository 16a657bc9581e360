/**
 * The paper a reader's region prints on, for the default of every print dialog (scrapbooks,
 * cookbooks, last wishes): US Letter in the territories Unicode CLDR's supplemental measurement data
 * lists under `<paperSize type="US-Letter">` (supplementalData.xml: BZ CA CL CO CR GT MX NI PA PH PR
 * SV US VE), A4 everywhere else.
 */
const LETTER_TERRITORIES = new Set([
  'BZ',
  'CA',
  'CL',
  'CO',
  'CR',
  'GT',
  'MX',
  'NI',
  'PA',
  'PH',
  'PR',
  'SV',
  'US',
  'VE',
]);

/**
 * The default print size for a BCP 47 locale (e.g. `navigator.language`). A tag without a region
 * takes its likely one (Intl.Locale's maximize: "en" is en-US); a tag that cannot be read, A4.
 * @returns 'letter' or 'a4'
 */
export function defaultPaperSize(locale: string): 'a4' | 'letter' {
  let region: string | undefined;
  try {
    region = new Intl.Locale(locale).maximize().region;
  } catch {
    return 'a4';
  }
  return region !== undefined && LETTER_TERRITORIES.has(region) ? 'letter' : 'a4';
}
