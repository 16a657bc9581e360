/** The e-mails of account links (issue 13 item 2): verify an address, choose a new password. */
import { ACCOUNT_LINK_VALID_MINUTES } from '@heirloom/common/contracts/account';
import { renderEmail } from '../../mail/email-layout';

export interface AccountEmailSettings {
  productName: string;
  /** The site's address without a trailing slash; links point at its /settings page. */
  publicUrl: string;
}

/** "Please verify your e-mail address": the link (single use, one hour) and why it matters. */
export function composeVerificationEmail(settings: AccountEmailSettings, input: { name: string; link: string }) {
  return {
    subject: `Please verify your e-mail address for ${settings.productName}`,
    ...renderEmail({
      productName: settings.productName,
      preheader: 'One click so we know this address reaches you.',
      heading: 'Please verify your e-mail address',
      paragraphs: [
        `Dear ${input.name},`,
        `Welcome to ${settings.productName}. Please confirm that this address is yours, so that notices about your messages and a password reset can reach you.`,
        `The link works once and for ${ACCOUNT_LINK_VALID_MINUTES} minutes. You can ask for a new one on your settings page.`,
      ],
      buttons: [{ label: 'Verify my e-mail address', url: input.link }],
      footer: [
        `You are receiving this because this address was used to create an account on ${settings.productName}.`,
        'Not you? Ignore this e-mail: the address stays unverified.',
      ],
    }),
  };
}

/** "Choose a new password": the link (single use, one hour); using it signs out every device. */
export function composePasswordResetEmail(settings: AccountEmailSettings, input: { name: string; link: string }) {
  return {
    subject: `Choose a new password for ${settings.productName}`,
    ...renderEmail({
      productName: settings.productName,
      preheader: 'Someone asked to reset your password.',
      heading: 'Choose a new password',
      paragraphs: [
        `Dear ${input.name},`,
        'Someone, hopefully you, asked to reset the password of your account. Choose a new one with the button below; every device signed in to your account will be signed out.',
        `The link works once and for ${ACCOUNT_LINK_VALID_MINUTES} minutes.`,
      ],
      buttons: [{ label: 'Choose a new password', url: input.link }],
      footer: ['Did not ask for this? Ignore this e-mail: your password stays as it is.'],
    }),
  };
}
