/**
 * What a link that shows nothing says, the same for every kind of link (a shared memory, album or
 * scrapbook, a delivered message): "This link is no longer shared" when it was revoked, expired or
 * never existed, with the server's sentence, whom to ask, and the way home.
 */
import { Unlink } from 'lucide-react';
import { Link } from 'react-router';
import { SHARE_LINK_MESSAGES } from '@heirloom/common/contracts/share-links';
import { Logo } from '../../components/layout/logo';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ApiError } from '../../lib/api';

/** Why a link shows nothing: the server's sentence, kindly framed, and the way home. */
export function UnavailableLink({ error }: { error: unknown }) {
  const status = error instanceof ApiError ? error.status : 0;
  const heading =
    status === 410 || status === 404 ? SHARE_LINK_MESSAGES.noLongerShared : 'This link could not be opened';
  const message =
    error instanceof ApiError && error.serverMessage && status < 500
      ? error.serverMessage
      : 'Something went wrong on our side. Please try the link again in a little while.';
  return (
    <Card
      className="mx-auto grid w-full max-w-xl justify-items-center gap-3 p-6 text-center sm:p-8"
      data-testid="share-unavailable"
    >
      <span className="flex size-14 items-center justify-center rounded-2xl bg-accent-soft text-accent">
        <Unlink className="size-7" aria-hidden />
      </span>
      <h1 className="text-3xl text-ink">{heading}</h1>
      <p className="text-ink-soft">{message}</p>
      <p className="text-ink-soft">If you think it should work, ask the person who sent it to you for a new link.</p>
      <Link to="/" className={buttonClasses('secondary', 'md', 'mt-2')}>
        Go to the home page
      </Link>
    </Card>
  );
}

/** The page of a link that shows nothing, with the product's logo above, as a working link has. */
export function UnavailableLinkPage({ error }: { error: unknown }) {
  return (
    <div className="mx-auto grid max-w-6xl min-w-0 gap-10">
      <div className="flex justify-center">
        <Logo />
      </div>
      <UnavailableLink error={error} />
    </div>
  );
}
