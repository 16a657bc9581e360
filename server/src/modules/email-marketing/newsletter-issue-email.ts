/**
 * A newsletter issue as an e-mail: the markdown body rendered to HTML by the unified/remark
 * pipeline that react-markdown (the web app's markdown library) is built on, sanitized with
 * rehype-sanitize's GitHub schema, inside the one e-mail layout; the markdown itself is the
 * plain-text twin. Each subscriber's copy carries their own unsubscribe links.
 */
import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { renderEmail } from '../../mail/email-layout';

const markdownToHtml = unified().use(remarkParse).use(remarkRehype).use(rehypeSanitize).use(rehypeStringify);

/** CommonMark to sanitized HTML (raw HTML in the markdown is dropped, unsafe link schemes removed). */
export function renderIssueMarkdown(markdown: string): string {
  return String(markdownToHtml.processSync(markdown));
}

export interface IssueEmailContent {
  productName: string;
  subject: string;
  bodyMarkdown: string;
  /** The issue's body as HTML (renderIssueMarkdown), rendered once per issue. */
  bodyHtml: string;
}

/** One subscriber's copy of an issue; its footer links to `unsubscribePageUrl`, the page that confirms leaving. */
export function composeIssueEmail(issue: IssueEmailContent, unsubscribePageUrl: string) {
  return renderEmail({
    productName: issue.productName,
    preheader: issue.subject,
    heading: issue.subject,
    paragraphs: [],
    richBody: { html: issue.bodyHtml, text: issue.bodyMarkdown },
    buttons: [],
    footer: [`You receive the ${issue.productName} newsletter because you subscribed to it on our blog.`],
    unsubscribe: { label: 'Unsubscribe from the newsletter', url: unsubscribePageUrl },
  });
}

/** The administrator's test copy: the same e-mail, marked as a test, without a working unsubscribe link. */
export function composeTestEmail(issue: IssueEmailContent) {
  return renderEmail({
    productName: issue.productName,
    preheader: `Test: ${issue.subject}`,
    heading: issue.subject,
    paragraphs: [],
    richBody: { html: issue.bodyHtml, text: issue.bodyMarkdown },
    buttons: [],
    footer: [
      `You receive the ${issue.productName} newsletter because you subscribed to it on our blog.`,
      'This is a test sent to you alone: in the issue itself, each subscriber gets their own unsubscribe link here.',
    ],
  });
}
