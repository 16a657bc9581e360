/**
 * The confirmation before "Revoke all" on /sharing: it counts what it turns off per kind of link, and
 * keeps delivered messages' links to their recipients working unless the owner ticks the box that
 * includes them (off each time the dialog opens).
 */
import { useId, useState } from 'react';
import type { ShareLink } from '@heirloom/common/contracts/share-links';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { useRevokeAllShareLinks } from '../../lib/share-links-queries';
import { describeRevokeAll } from './sharing-format';

function RevokeAllForm({ links, onClose }: { links: ShareLink[]; onClose: () => void }) {
  const checkboxId = useId();
  const revokeAll = useRevokeAllShareLinks();
  const [includeRecipientLinks, setIncludeRecipientLinks] = useState(false);
  const { cuts, total, recipientLinks } = describeRevokeAll(links, includeRecipientLinks);

  const confirm = async () => {
    onClose();
    try {
      const { revoked } = await revokeAll.mutateAsync({ includeRecipientLinks });
      toast({ title: revoked === 1 ? 'Link revoked' : `${revoked} links revoked` });
    } catch (error) {
      toast({ variant: 'destructive', title: 'That did not work', description: describeError(error) });
    }
  };

  return (
    <>
      <DialogTitle className="mb-2 text-2xl text-ink">
        {total === 1 ? 'Revoke 1 active link?' : `Revoke ${total} active links?`}
      </DialogTitle>
      <DialogDescription asChild>
        <div className="mb-4 grid gap-2 text-ink-soft">
          {cuts.length > 0 ? (
            <>
              <p>These stop working at once for everyone who has them:</p>
              <ul className="list-disc pl-5" data-testid="revoke-all-cuts">
                {cuts.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </>
          ) : (
            <p>Nothing else is active: only the links your delivered messages were sent with.</p>
          )}
          <p>Your memories stay as they are; you can make new links later.</p>
        </div>
      </DialogDescription>
      {recipientLinks > 0 && (
        <div className="mb-6 rounded-xl border border-line p-3">
          <div className="flex items-start gap-3">
            <input
              id={checkboxId}
              type="checkbox"
              className="mt-1 size-4 accent-danger"
              checked={includeRecipientLinks}
              onChange={(event) => setIncludeRecipientLinks(event.target.checked)}
            />
            <label htmlFor={checkboxId} className="text-sm text-ink">
              Also revoke the {recipientLinks === 1 ? 'link' : `${recipientLinks} links`} your delivered messages were
              sent with
            </label>
          </div>
          <p className="mt-1 pl-7 text-sm text-ink-soft">
            {includeRecipientLinks
              ? 'The people you sent them to can no longer open those messages, and these links cannot be turned back on.'
              : `Left unticked, ${recipientLinks === 1 ? 'its recipient keeps' : 'their recipients keep'} the message${recipientLinks === 1 ? '' : 's'} you sent.`}
          </p>
        </div>
      )}
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={onClose}>
          Keep them
        </Button>
        <Button variant="danger" onClick={() => void confirm()} disabled={total === 0}>
          {total === 1 ? 'Revoke 1 link' : `Revoke ${total} links`}
        </Button>
      </div>
    </>
  );
}

/** Open while `isOpen`; `links` are the dashboard's links (their counts are what it says). */
export function RevokeAllDialog({
  isOpen,
  links,
  onClose,
}: {
  isOpen: boolean;
  links: ShareLink[];
  onClose: () => void;
}) {
  return (
    <Dialog open={isOpen} onOpenChange={(open) => !open && onClose()}>
      {isOpen && (
        <DialogContent>
          <RevokeAllForm links={links} onClose={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}
