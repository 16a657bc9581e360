/**
 * The memory prompt e-mail (docs/product/family-tree.md "Memory prompts"): "Rose Lee would have
 * been 100 on Friday — record one memory of her", with a button straight to the recorder on her
 * page.
 */
import { renderEmail } from '../../mail/email-layout';

export interface MemoryPromptEmailSettings {
  productName: string;
  publicUrl: string;
}

export interface MemoryPrompt {
  personId: string;
  personName: string;
  /** GEDCOM SEX: M, F, X, U or null (chooses him, her or them). */
  sex: string | null;
  occasion: 'birthday' | 'death-anniversary';
  /** Whole years since the birth or the death on the day. */
  years: number;
  /** The day's weekday in English ("Friday"). */
  weekday: string;
  recipientName: string;
  /** The page that turns memory prompts off for this member (they are optional e-mail). */
  unsubscribeUrl: string;
}

const objectPronoun = (sex: string | null) => (sex === 'M' ? 'him' : sex === 'F' ? 'her' : 'them');

/** The subject line alone ("Rose Lee would have been 100 on Friday — record one memory of her"). */
export function memoryPromptSubject(prompt: MemoryPrompt): string {
  const ask = `record one memory of ${objectPronoun(prompt.sex)}`;
  return prompt.occasion === 'birthday'
    ? `${prompt.personName} would have been ${prompt.years} on ${prompt.weekday} — ${ask}`
    : `${prompt.years} ${prompt.years === 1 ? 'year' : 'years'} on ${prompt.weekday} since ${prompt.personName} died — ${ask}`;
}

/** Subject, HTML and text of a memory prompt; the link opens the person's page at the recorder. */
export function composeMemoryPromptEmail(settings: MemoryPromptEmailSettings, prompt: MemoryPrompt) {
  const subject = memoryPromptSubject(prompt);
  const link = `${settings.publicUrl}/voice-ancestry?person=${prompt.personId}&record=1`;
  return {
    subject,
    ...renderEmail({
      productName: settings.productName,
      preheader: `A minute of your voice keeps ${prompt.personName}'s story in the family.`,
      heading: subject,
      paragraphs: [
        `Dear ${prompt.recipientName},`,
        `Your lives overlapped: you knew ${prompt.personName}. Whatever you remember — a saying, a meal, a place, the sound of a laugh — is worth a minute.`,
        `The button opens ${prompt.personName}'s page with the recorder ready. What you record is kept with ${objectPronoun(prompt.sex)} in the family tree.`,
      ],
      buttons: [{ label: `Record a memory of ${prompt.personName}`, url: link }],
      footer: [
        `You are receiving this because you are in the family circle of ${prompt.personName}'s family tree on ${settings.productName}.`,
      ],
      unsubscribe: { label: 'Stop memory prompts', url: prompt.unsubscribeUrl },
    }),
  };
}
