/**
 * "Grandpa Joe shared the album “Summer 1978” with the family circle": the circle-activity notice
 * to each editor and viewer when an owner shares an album (optional e-mail: docs/product/admin.md
 * "Settings take effect"), with the way to turn such notices off.
 */
import { renderEmail } from '../../mail/email-layout';

export interface SharingEmailSettings {
  productName: string;
  publicUrl: string;
}

/** Subject, HTML and text of the notice; `unsubscribeUrl` is the /settings page of the signed link. */
export function composeAlbumSharedNotice(
  settings: SharingEmailSettings,
  input: { ownerName: string; memberName: string; albumName: string; unsubscribeUrl: string },
) {
  const subject = `${input.ownerName} shared the album “${input.albumName}” with the family circle`;
  return {
    subject,
    ...renderEmail({
      productName: settings.productName,
      preheader: `See “${input.albumName}” under Shared with me.`,
      heading: subject,
      paragraphs: [
        `Dear ${input.memberName},`,
        `Everything in “${input.albumName}”, now and later, is shared with ${input.ownerName}'s family circle. You find it in your memory vault under Shared with me.`,
      ],
      buttons: [{ label: 'See the album', url: `${settings.publicUrl}/memory-vault` }],
      footer: [
        `You are receiving this because you are in ${input.ownerName}'s family circle on ${settings.productName}.`,
      ],
      unsubscribe: { label: 'Stop e-mails about family circle activity', url: input.unsubscribeUrl },
    }),
  };
}
