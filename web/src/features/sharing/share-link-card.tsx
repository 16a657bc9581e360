/**
 * One link on the sharing dashboard: what it points at — an item's thumbnail (the owner's own
 * preview), kind and title, an album, or a delivered message and its recipient — its status,
 * expiry, passphrase, downloads, views and dates; an active link can be copied (when its address
 * is known) and revoked (after asking).
 */
import {
  Ban,
  BookHeart,
  ChefHat,
  FileImage,
  FileText,
  FolderHeart,
  Image as ImageIcon,
  Mail,
  Mic,
  Play,
} from 'lucide-react';
import type { ShareLink } from '@heirloom/common/contracts/share-links';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { CopyButton } from '../../components/ui/copy-button';
import { cn } from '../../lib/cn';
import { describeExpiry, describeTarget, describeViews, STATUS_LABELS } from './sharing-format';
import { formatDate } from '../../lib/reader-dates';

const KIND_ICONS = {
  vault_item: FileImage,
  vault_album: FolderHeart,
  scrapbook: BookHeart,
  recipe: ChefHat,
  message: Mail,
} as const;
const ITEM_KIND_ICONS = { photo: ImageIcon, video: Play, audio: Mic, document: FileText } as const;

/** The item's preview, else an icon of what the link opens. */
function TargetThumbnail({ target }: { target: ShareLink['target'] }) {
  if (target.previewUrl) {
    return (
      <img
        src={target.previewUrl}
        alt=""
        loading="lazy"
        className="size-16 shrink-0 rounded-xl bg-paper-deep object-cover"
        data-testid="share-link-thumbnail"
      />
    );
  }
  const Icon = target.itemKind ? ITEM_KIND_ICONS[target.itemKind] : KIND_ICONS[target.kind];
  return (
    <span className="flex size-16 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent">
      <Icon className="size-6" aria-hidden />
    </span>
  );
}

const STATUS_CLASSES: Record<ShareLink['status'], string> = {
  active: 'bg-sage/15 text-sage',
  expired: 'bg-paper-deep text-ink-soft',
  revoked: 'bg-danger/10 text-danger',
};

export function StatusBadge({ status }: { status: ShareLink['status'] }) {
  return (
    <span
      className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold', STATUS_CLASSES[status])}
      data-testid="share-link-status"
    >
      {STATUS_LABELS[status]}
    </span>
  );
}

export function ShareLinkCard({ link, onRevoke }: { link: ShareLink; onRevoke: (link: ShareLink) => void }) {
  const isActive = link.status === 'active';
  const facts: [string, string][] = [
    ['Expires', describeExpiry(link)],
    ['Passphrase', link.hasPassphrase ? 'Yes' : 'No'],
    ['Download', link.allowDownload ? 'Allowed' : 'Not allowed'],
    ['Views', describeViews(link.viewCount)],
    ['Last viewed', link.lastViewedAt ? formatDate(link.lastViewedAt, 'moment') : 'Not yet'],
    ['Created', formatDate(link.createdAt, 'short-day')],
  ];
  if (link.revokedAt) facts.push(['Revoked', formatDate(link.revokedAt, 'short-day')]);
  return (
    <li>
      <Card className={cn('grid gap-4 p-5 sm:p-6', !isActive && 'bg-paper')} data-testid="share-link">
        <div className="flex flex-wrap items-start gap-3">
          <TargetThumbnail target={link.target} />
          <div className="min-w-0 flex-1 self-center">
            <h2 className="text-xl break-words text-ink">{link.target.title}</h2>
            <p className="text-sm text-ink-soft" data-testid="share-link-kind">
              {describeTarget(link.target)}
            </p>
          </div>
          <StatusBadge status={link.status} />
        </div>
        {isActive && link.url && (
          <p className="truncate rounded-xl bg-paper-deep px-3 py-2 font-mono text-sm text-ink" title={link.url}>
            {link.url}
          </p>
        )}
        <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4">
          {facts.map(([term, value]) => (
            <div key={term} className="grid content-start">
              <dt className="text-ink-soft">{term}</dt>
              <dd className="font-semibold text-ink">{value}</dd>
            </div>
          ))}
        </dl>
        {isActive && (
          <div className="flex flex-wrap items-center gap-2">
            {link.url && (
              <CopyButton text={link.url} label="Copy link" size="sm" ariaLabel={`Copy link to ${link.target.title}`} />
            )}
            <Button
              variant="ghost"
              size="sm"
              className="text-danger"
              aria-label={`Revoke the link to ${link.target.title}`}
              onClick={() => onRevoke(link)}
            >
              <Ban className="size-4" aria-hidden /> Revoke
            </Button>
          </div>
        )}
      </Card>
    </li>
  );
}
