/**
 * The one HTML layout of Heirloom's e-mails: a single readable column that works on a phone,
 * inline styles only (mail clients drop <style>), and a plain-text twin. All text is escaped here.
 */
import escapeHtml from 'escape-html';

export interface EmailContent {
  productName: string;
  /** Short text mail clients show beside the subject. */
  preheader: string;
  heading: string;
  paragraphs: string[];
  /**
   * A composed body after the paragraphs (a newsletter issue): HTML that is already sanitized, and
   * its plain-text twin.
   */
  richBody?: { html: string; text: string };
  buttons: { label: string; url: string }[];
  /** Small print under a divider: why you got this, how to report a mistake. */
  footer: string[];
  /** An optional e-mail's way out: a footer link to the page that turns its kind off. */
  unsubscribe?: { label: string; url: string };
}

const button = ({ label, url }: { label: string; url: string }, isPrimary: boolean) =>
  `<a href="${escapeHtml(url)}" style="display:inline-block;margin:6px 8px 6px 0;padding:12px 22px;border-radius:999px;` +
  `font-weight:600;text-decoration:none;${isPrimary ? 'background:#8a3f1f;color:#ffffff;' : 'background:#ffffff;color:#2f2420;border:1px solid #e4d8cb;'}">` +
  `${escapeHtml(label)}</a>`;

/** Renders the HTML and plain-text bodies of an e-mail. */
export function renderEmail(content: EmailContent): { html: string; text: string } {
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(content.heading)}</title></head>
<body style="margin:0;padding:0;background:#fbf7f2;color:#2f2420;font-family:-apple-system,'Segoe UI',Roboto,Arial,sans-serif;">
<span style="display:none;max-height:0;overflow:hidden;">${escapeHtml(content.preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#fbf7f2;"><tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border:1px solid #e4d8cb;border-radius:20px;">
<tr><td style="padding:28px 28px 8px;font-family:Georgia,'Times New Roman',serif;font-size:20px;font-weight:bold;color:#8a3f1f;">&#9829; ${escapeHtml(content.productName)}</td></tr>
<tr><td style="padding:8px 28px 0;"><h1 style="margin:0 0 12px;font-family:Georgia,'Times New Roman',serif;font-size:26px;line-height:1.25;font-weight:normal;color:#2f2420;">${escapeHtml(content.heading)}</h1></td></tr>
<tr><td style="padding:0 28px;font-size:16px;line-height:1.6;">
${content.paragraphs.map((paragraph) => `<p style="margin:0 0 14px;">${escapeHtml(paragraph)}</p>`).join('\n')}
${content.richBody?.html ?? ''}
<p style="margin:18px 0 10px;">${content.buttons.map((link, index) => button(link, index === 0)).join('')}</p>
</td></tr>
<tr><td style="padding:18px 28px 28px;border-top:1px solid #e4d8cb;font-size:13px;line-height:1.5;color:#5c4a42;">
${content.footer.map((line) => `<p style="margin:0 0 8px;">${escapeHtml(line)}</p>`).join('\n')}
${content.unsubscribe ? `<p style="margin:0 0 8px;"><a href="${escapeHtml(content.unsubscribe.url)}" style="color:#5c4a42;">${escapeHtml(content.unsubscribe.label)}</a></p>` : ''}
</td></tr></table></td></tr></table></body></html>`;
  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(content.richBody ? [content.richBody.text, ''] : []),
    ...content.buttons.map((link) => `${link.label}: ${link.url}`),
    '',
    '--',
    ...content.footer,
    ...(content.unsubscribe ? [`${content.unsubscribe.label}: ${content.unsubscribe.url}`] : []),
  ].join('\n');
  return { html, text };
}
