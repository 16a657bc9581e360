/**
 * TOTP codes (RFC 6238) through the otpauth library, with the parameters every authenticator app
 * reads from a QR code: SHA-1, 6 digits, 30-second steps. A code of the step before or after is
 * accepted too (a phone's clock a little off); the caller keeps the step used so that no code works
 * twice.
 */
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** Length of a TOTP step, in seconds. */
export const TOTP_PERIOD_SECONDS = 30;

/** A new random secret (160 bits, RFC 4226's recommended length), base32 as apps take it. */
export const createTotpSecret = (): string => new Secret({ size: 20 }).base32;

const totpOf = (secret: string, label = '', issuer = '') =>
  new TOTP({
    issuer,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
  });

/**
 * The otpauth:// address of `secret` for `accountName` (the e-mail) at `issuer` (the product name),
 * and its QR code as a PNG data URL (qrcode library).
 */
export async function describeTotpSecret(
  secret: string,
  accountName: string,
  issuer: string,
): Promise<{ otpauthUrl: string; qrCodeDataUrl: string }> {
  const otpauthUrl = totpOf(secret, accountName, issuer).toString();
  const qrCodeDataUrl = await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 240, errorCorrectionLevel: 'M' });
  return { otpauthUrl, qrCodeDataUrl };
}

/**
 * Checks a 6-digit `code` against `secret` at `now`.
 * @returns the TOTP step (30 s periods since 1970) the code belongs to, or null when it is wrong
 */
export function matchTotpStep(secret: string, code: string, now: Date): number | null {
  const totp = totpOf(secret);
  const timestamp = now.getTime();
  const delta = totp.validate({ token: code, timestamp, window: 1 });
  return delta === null ? null : totp.counter({ timestamp }) + delta;
}
