/**
 * /contact (docs/product/pages-and-routes.md "Help pages"): the support e-mail and phone
 * (SUPPORT_EMAIL, SUPPORT_PHONE) and a form — name, e-mail, topic, message — checked with the
 * shared schema before it is sent to the contact route (contactRoutes.send), which e-mails the team
 * and a copy to the sender. A hidden `website` field is the honeypot. Without a configured support
 * address the page says how else to reach us.
 */
import { useMutation } from '@tanstack/react-query';
import { Mail, Phone } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_TOPICS,
  contactRequestSchema,
  type ContactRequest,
} from '@heirloom/common/contracts/contact';
import type { PageDefinition } from '@heirloom/common/domain/pages';
import { contactRoutes } from '@heirloom/common/routes/contact';
import { PageIntro } from '../../components/marketing/page-intro';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { errorIdFor, FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { describeError } from '../../lib/api';
import { callRoute } from '../../lib/api-client';
import { useAppConfig } from '../../lib/app-config';
import { usePageMeta } from '../../lib/page-meta';

type Fields = Pick<ContactRequest, 'name' | 'email' | 'message'> & { topic: string; website: string };
const EMPTY: Fields = { name: '', email: '', topic: '', message: '', website: '' };
const fieldClasses =
  'w-full rounded-xl border border-line bg-white px-4 text-base text-ink focus:border-accent aria-[invalid=true]:border-danger';

function ContactForm() {
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  // One id per message: a retry after a lost answer sends nothing twice (the server keys e-mails by it).
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const send = useMutation({
    mutationFn: (body: ContactRequest) => callRoute(contactRoutes.send, { body }),
    onSuccess: () => {
      setFields(EMPTY);
      setRequestId(crypto.randomUUID());
    },
  });
  const set = (name: keyof Fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));
  const describedBy = (name: keyof Fields) => (errors[name] ? errorIdFor(`contact-${name}`) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = contactRequestSchema.safeParse({ ...fields, requestId });
    if (!parsed.success) {
      const found: Partial<Record<keyof Fields, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof Fields] ??= issue.message;
      setErrors(found);
      document.getElementById(`contact-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setErrors({});
    send.mutate(parsed.data);
  };

  if (send.isSuccess) {
    return (
      <Card role="status" className="grid gap-4">
        <h2 className="text-2xl text-ink">Message sent</h2>
        <p className="text-ink">{send.data.message}</p>
        <Button variant="secondary" className="justify-self-start" onClick={() => send.reset()}>
          Write another message
        </Button>
      </Card>
    );
  }
  return (
    <Card>
      <h2 className="mb-5 text-2xl text-ink">Write to us</h2>
      <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Contact form">
        <FormField id="contact-name" label="Your name" error={errors.name}>
          <Input
            id="contact-name"
            autoComplete="name"
            value={fields.name}
            onChange={set('name')}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy('name')}
          />
        </FormField>
        <FormField id="contact-email" label="Your e-mail" error={errors.email}>
          <Input
            id="contact-email"
            type="email"
            autoComplete="email"
            value={fields.email}
            onChange={set('email')}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy('email')}
          />
        </FormField>
        <FormField id="contact-topic" label="Topic" error={errors.topic}>
          <select
            id="contact-topic"
            value={fields.topic}
            onChange={set('topic')}
            className={`${fieldClasses} h-11`}
            aria-invalid={errors.topic ? true : undefined}
            aria-describedby={describedBy('topic')}
          >
            <option value="">Choose a topic</option>
            {CONTACT_TOPICS.map((topic) => (
              <option key={topic.value} value={topic.value}>
                {topic.label}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="contact-message" label="Your message" error={errors.message}>
          <textarea
            id="contact-message"
            rows={7}
            maxLength={CONTACT_MESSAGE_MAX_LENGTH}
            value={fields.message}
            onChange={set('message')}
            className={`${fieldClasses} py-3`}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={describedBy('message')}
          />
        </FormField>
        {/* The honeypot: hidden from people and screen readers, so only a robot fills it. */}
        <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor="contact-website">Website</label>
          <input
            id="contact-website"
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={fields.website}
            onChange={set('website')}
          />
        </div>
        {send.isError && (
          <p role="alert" className="text-sm font-medium text-danger">
            {describeError(send.error)}
          </p>
        )}
        <Button type="submit" className="justify-self-start" disabled={send.isPending}>
          {send.isPending ? 'Sending…' : 'Send message'}
        </Button>
        <p className="text-sm text-ink-soft">
          We use your name and e-mail only to answer you, and send you a copy of your message. See our{' '}
          <Link to="/privacy-policy" className="underline">
            Privacy Policy
          </Link>
          .
        </p>
      </form>
    </Card>
  );
}

export function ContactPage({ page }: { page: PageDefinition }) {
  usePageMeta(page);
  const { supportEmail, supportPhone } = useAppConfig();
  return (
    <>
      <PageIntro
        eyebrow="Help"
        title="Contact us"
        lead="A question, a problem, or a message that must not go astray: write to us and a person answers within two working days."
        className="max-w-5xl"
      />
      <div className="mx-auto mt-10 grid max-w-5xl gap-8 px-4 sm:px-6 md:grid-cols-[1fr_1.4fr]">
        <div className="grid content-start gap-4">
          {supportEmail && (
            <Card className="flex items-start gap-3">
              <Mail className="mt-1 size-5 text-accent" aria-hidden />
              <div>
                <h2 className="text-lg text-ink">E-mail</h2>
                <a href={`mailto:${supportEmail}`} className="break-all text-accent underline">
                  {supportEmail}
                </a>
              </div>
            </Card>
          )}
          {supportPhone && (
            <Card className="flex items-start gap-3">
              <Phone className="mt-1 size-5 text-accent" aria-hidden />
              <div>
                <h2 className="text-lg text-ink">Phone</h2>
                <a href={`tel:${supportPhone.replace(/[^+\d]/g, '')}`} className="text-accent underline">
                  {supportPhone}
                </a>
              </div>
            </Card>
          )}
          <Card>
            <h2 className="mb-2 text-lg text-ink">Quick answers</h2>
            <p className="text-ink-soft">
              Many questions about delivery, privacy and plans are answered in our{' '}
              <Link to="/faqs" className="font-semibold text-accent underline">
                FAQs
              </Link>
              .
            </p>
          </Card>
        </div>
        {supportEmail ? (
          <ContactForm />
        ) : (
          <Card>
            <h2 className="mb-2 text-2xl text-ink">Write to us</h2>
            <p className="text-ink-soft">
              The contact form opens once this site’s support address is set up. Until then, the{' '}
              <Link to="/faqs" className="underline">
                FAQs
              </Link>{' '}
              may answer your question.
            </p>
          </Card>
        )}
      </div>
    </>
  );
}
