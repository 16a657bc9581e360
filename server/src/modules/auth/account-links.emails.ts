/** The e-mails of account links: verify an address, choose a new password. */
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

/** "Confirm your new e-mail address": sent to the new address; the change happens when it is opened. */
export function composeEmailChangeEmail(settings: AccountEmailSettings, input: { name: string; link: string }) {
  return {
    subject: `Confirm your new e-mail address for ${settings.productName}`,
    ...renderEmail({
      productName: settings.productName,
      preheader: 'One click and your account uses this address.',
      heading: 'Confirm your new e-mail address',
      paragraphs: [
        `Dear ${input.name},`,
        `You asked to sign in to ${settings.productName} with this address from now on. Confirm it with the button below; until then your account keeps its old address.`,
        `The link works once and for ${ACCOUNT_LINK_VALID_MINUTES} minutes.`,
      ],
      buttons: [{ label: 'Use this e-mail address', url: input.link }],
      footer: ['Did not ask for this? Ignore this e-mail: nothing changes.'],
    }),
  };
}

/** The notice to the old address that a change to `newEmail` was asked for. */
export function composeEmailChangeNotice(settings: AccountEmailSettings, input: { name: string; newEmail: string }) {
  return {
    subject: `Your ${settings.productName} e-mail address is about to change`,
    ...renderEmail({
      productName: settings.productName,
      preheader: `A change to ${input.newEmail} was asked for.`,
      heading: 'Your e-mail address is about to change',
      paragraphs: [
        `Dear ${input.name},`,
        `Someone signed in to your account asked to change its address to ${input.newEmail}. The change happens when the link we sent there is opened.`,
        'If this was you, there is nothing to do. If not, change your password on your settings page now: that signs out every other device and cancels the change.',
      ],
      buttons: [{ label: 'Open my settings', url: `${settings.publicUrl}/settings` }],
      footer: [`You are receiving this because this address belongs to an account on ${settings.productName}.`],
    }),
  };
}
