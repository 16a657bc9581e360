/**
 * The printable last wishes (docs/product/capsules-scrapbooks-recipes.md "Last wishes"), at the
 * page sizes and with the bleed of scrapbooks ("Printing" on the same page), made on request with
 * PDFKit (a few pages of text, well under a second, so no job). The fonts (lib/pdf-fonts.ts) cover
 * accents and non-Latin scripts, so names in any of them print as written.
 */
import {
  AI_LIKENESS_CHOICES,
  BODY_DISPOSITIONS,
  LAST_WISHES_SECTIONS,
  ORGAN_DONATION_CHOICES,
  type LastWishesDocument,
  type LastWishesPrintOptions,
  type LastWishesSectionKey,
} from '@heirloom/common/contracts/last-wishes';
import { openTextDocument, writeParagraph } from '../../lib/pdf-text-document';
import { printSheet } from '../../lib/print-sheet';

/** The text's distance from the trimmed page's edges: 2 cm, in points. */
const INSET_PT = 57;

const labelOf = <T extends { value: string; label: string }>(choices: readonly T[], value: string | null) =>
  choices.find((choice) => choice.value === value)?.label ?? 'Not said yet';

/** Each section's printed lines ("" for an unanswered one). */
function sectionLines(wishes: LastWishesDocument): Record<LastWishesSectionKey, string[]> {
  const lines = (...texts: string[]) => texts.filter((text) => text !== '');
  const aiChoice = AI_LIKENESS_CHOICES.find((choice) => choice.value === wishes.aiLikeness);
  return {
    ceremony: lines(wishes.ceremony),
    bodyDisposition: wishes.bodyDisposition
      ? lines(labelOf(BODY_DISPOSITIONS, wishes.bodyDisposition), wishes.bodyDispositionNotes)
      : lines(wishes.bodyDispositionNotes),
    musicAndReadings: lines(wishes.musicAndReadings),
    organDonation: wishes.organDonation ? [labelOf(ORGAN_DONATION_CHOICES, wishes.organDonation)] : [],
    sentimentalObjects: wishes.sentimentalObjects.map(
      (entry) => `${entry.object} — to ${entry.recipient}${entry.note ? `. ${entry.note}` : ''}`,
    ),
    peopleToTell: wishes.peopleToTell.map((person) =>
      person.contact ? `${person.name} — ${person.contact}` : person.name,
    ),
    digitalAccounts: lines(wishes.digitalAccounts),
    personalMessage: lines(wishes.personalMessage),
    aiLikeness: aiChoice ? [`${aiChoice.label}: ${aiChoice.description}`] : [],
  };
}

/** Writes `text` as one paragraph, with the space after it. */
function writeLine(doc: PDFKit.PDFDocument, text: string) {
  writeParagraph(doc, text);
  doc.moveDown(0.4);
}

/**
 * The document as a PDF at `print.pageSize` (A4, US Letter or 8 × 8 in; 2 cm margins; bleed and trim
 * marks when `print.withBleed`, lib/print-sheet.ts): a title with the owner's name and the date it was last
 * saved, then every section in the page's order, "Not written yet" under an unanswered one.
 * @param owner the owner's name as the account shows it; @param savedOn "December 3, 2026" or null
 * @returns the PDF bytes
 * @throws Error naming the Debian packages when the fonts are not installed
 */
export async function renderLastWishesPdf(
  wishes: LastWishesDocument,
  owner: { name: string; savedOn: string | null; productName: string },
  print: LastWishesPrintOptions = { pageSize: 'a4', withBleed: false },
): Promise<Buffer> {
  const { doc, finished } = openTextDocument(printSheet(print.pageSize, print.withBleed), INSET_PT, {
    Title: `Last wishes of ${owner.name}`,
    Author: owner.name,
    Creator: owner.productName,
  });

  doc.fontSize(22);
  writeLine(doc, `Last wishes of ${owner.name}`);
  doc.fontSize(10).fillColor('#555555');
  writeLine(doc, owner.savedOn ? `Last changed on ${owner.savedOn}` : 'Not saved yet');
  doc.fillColor('#000000').moveDown(0.5);
  const lines = sectionLines(wishes);
  for (const section of LAST_WISHES_SECTIONS) {
    doc.fontSize(14).font('bold').text(section.label);
    doc.moveDown(0.2).fontSize(11);
    const sectionText = lines[section.key];
    if (sectionText.length === 0) {
      doc.fillColor('#777777');
      writeLine(doc, 'Not written yet');
      doc.fillColor('#000000');
    }
    for (const line of sectionText) for (const paragraph of line.split('\n')) writeLine(doc, paragraph || ' ');
    doc.moveDown(0.6);
  }
  doc.end();
  return finished;
}
