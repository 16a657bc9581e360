/**
 * The options of a form's time-zone select: every IANA zone the browser lists, the chosen one
 * first, each written with spaces ("America/New York").
 */
import { useMemo } from 'react';

/**
 * The `<option>`s, for inside the `<select>`. The chosen zone leads the list, which also keeps it
 * selectable when the browser does not list it (a draft's zone, or "UTC").
 */
export function TimeZoneOptions({ chosen }: { chosen: string }) {
  const zones = useMemo(() => [...new Set([chosen, ...Intl.supportedValuesOf('timeZone')])], [chosen]);
  return zones.map((zone) => (
    <option key={zone} value={zone}>
      {zone.replaceAll('_', ' ')}
    </option>
  ));
}
