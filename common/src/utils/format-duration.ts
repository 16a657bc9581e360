/**
 * Formats a duration as m:ss, or h:mm:ss from one hour on (docs/product/constants.md "Formatting").
 * @param milliseconds a duration in ms (negative values count as 0)
 * @example formatDuration(65_000) === '1:05'; formatDuration(3_725_000) === '1:02:05'
 */
export function formatDuration(milliseconds: number): string {
  const totalSeconds = Math.max(0, Math.floor(milliseconds / 1000));
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = String(totalSeconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}
