/**
 * "Your export is ready": one e-mail when the archive is built, with the link to /settings where
 * the owner downloads it (signed in) and the day the download stops working. Not optional: the user
 * asked for it (docs/product/accounts-and-sessions.md "Export everything").
 */
import { EXPORT_DOWNLOAD_VALID_DAYS } from '@heirloom/common/contracts/account-export';
import { formatDate } from '@heirloom/common/utils/format-date';
import { renderEmail } from '../../mail/email-layout';

export interface ExportEmailSettings {
  productName: string;
  publicUrl: string;
}

/** Subject, HTML and text of the ready e-mail; `expiresAt` is an ISO instant. */
export function composeExportReadyEmail(
  settings: ExportEmailSettings,
  input: { ownerName: string; expiresAt: string; sizeBytes: number },
) {
  const subject = `Your ${settings.productName} export is ready`;
  const until = formatDate(input.expiresAt, 'day', { timeZone: 'UTC' });
  const megabytes = Math.max(0.1, input.sizeBytes / 1024 / 1024).toFixed(1);
  return {
    subject,
    ...renderEmail({
      productName: settings.productName,
      preheader: `Download it by ${until}.`,
      heading: subject,
      paragraphs: [
        `Hello ${input.ownerName},`,
        `Everything you keep on ${settings.productName} — your memory vault, your messages with their recordings and letters, your family tree and your last wishes — is in one ZIP file of ${megabytes} MB. Open index.html inside it to browse it in any browser, even offline.`,
        `Download it from your settings by ${until} (${EXPORT_DOWNLOAD_VALID_DAYS} days); after that it is deleted and you can make a new one at any time.`,
      ],
      buttons: [{ label: 'Download your export', url: `${settings.publicUrl}/settings#export-everything` }],
      footer: [`You are receiving this because you asked for an export of your ${settings.productName} account.`],
    }),
  };
}
