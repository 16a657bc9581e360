const UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB'];

/**
 * A size as people read it: "0 bytes", "812 KB", "4.2 MB", "1.3 GB", in binary units (1 KB = 1024
 * bytes), as the upload limit and the storage allowance count them.
 * @param bytes a size in bytes
 */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  // 9.99 GB reads "10 GB", not "10.0 GB": the decimal goes once the rounded value reaches ten.
  const digits = unit === 0 || Number(value.toFixed(1)) >= 10 ? 0 : 1;
  return `${value.toFixed(digits)} ${UNITS[unit]}`;
}
