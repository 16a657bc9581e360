/**
 * One scrapbook page drawn in its template's type and colours (domain/scrapbook-templates.ts), the
 * way the PDF lays it out: shared by the editor's preview, the page-turning book and the template
 * gallery. Recordings play in the page (`isPlayable`); otherwise they show as a voice badge.
 */
import { Mic, Video } from 'lucide-react';
import type { PageLayout, ScrapbookTemplate } from '@heirloom/common/domain/scrapbook-templates';
import { cn } from '../../lib/cn';
import { WithheldItem } from '../vault/withheld-item';

/** What a page shows of an item. */
export interface BookPageItem {
  id: string;
  kind: 'photo' | 'video' | 'audio';
  caption: string;
  previewUrl: string | null;
  /** The preview's size in pixels when known, so the page keeps its place before it loads. */
  previewSize?: { width: number; height: number };
  /** Null while the item is withheld. */
  fileUrl: string | null;
  /** Why the item is not shown (its owner does not share it with the reader); shown in its place. */
  withheld?: string | null;
}

export interface BookPageProps {
  template: ScrapbookTemplate;
  layout: PageLayout;
  text: string;
  items: BookPageItem[];
  /** The cover's title and maker. */
  title?: string;
  ownerName?: string;
  pageNumber?: number;
  /** Recordings and videos play here (the book view); false draws them as badges. */
  isPlayable?: boolean;
  className?: string;
}

const FAMILY = {
  serif: "'DejaVu Serif', Georgia, 'Times New Roman', serif",
  sans: "'DejaVu Sans', system-ui, -apple-system, 'Segoe UI', sans-serif",
};

const GRID: Record<PageLayout, string> = {
  cover: 'grid-cols-1',
  hero: 'grid-cols-1',
  'two-up': 'grid-cols-1 grid-rows-2',
  'grid-4': 'grid-cols-2 grid-rows-2',
  'photo-and-text': 'grid-cols-1',
  text: 'hidden',
};

export function BookPage(props: BookPageProps) {
  const { template, layout, text, items, isPlayable = false } = props;
  const { colours, type, frame } = template;
  // A withheld item keeps its place on the page and shows only its line there.
  const visuals = items.filter((item) => item.kind !== 'audio');
  const voices = items.filter(
    (item) => item.kind === 'audio' || (item.kind === 'video' && !isPlayable && !item.withheld),
  );
  return (
    <div
      className={cn('flex aspect-[3/4] w-full flex-col gap-2 overflow-hidden p-[6%] shadow-md', props.className)}
      style={{ background: colours.paper, color: colours.ink, fontFamily: FAMILY[type.body] }}
    >
      {layout === 'cover' && (
        <p
          className="text-center text-[clamp(1rem,4cqw,2rem)] leading-tight font-bold"
          style={{ color: colours.accent, fontFamily: FAMILY[type.heading] }}
        >
          {props.title}
        </p>
      )}
      <div className={cn('grid min-h-0 flex-1 gap-2', GRID[layout], layout === 'photo-and-text' && 'flex-[3]')}>
        {visuals.map((item) => (
          <figure key={item.id} className="flex min-h-0 flex-col">
            <div
              className="flex min-h-0 flex-1 items-center justify-center"
              style={{
                background: frame === 'mount' ? '#ffffff' : undefined,
                padding: frame === 'mount' ? '4%' : undefined,
              }}
            >
              {item.withheld ? (
                <WithheldItem line={item.withheld} className="p-2 text-[clamp(0.4rem,3cqw,0.75rem)]" />
              ) : item.kind === 'video' && isPlayable && item.fileUrl ? (
                <video
                  src={item.fileUrl}
                  poster={item.previewUrl ?? undefined}
                  controls
                  preload="none"
                  className="max-h-full max-w-full"
                />
              ) : item.previewUrl ? (
                <img
                  src={item.previewUrl}
                  alt={item.caption}
                  width={item.previewSize?.width}
                  height={item.previewSize?.height}
                  loading="lazy"
                  className="max-h-full max-w-full object-contain"
                  style={{ outline: frame === 'rule' ? `1px solid ${colours.accent}` : undefined }}
                />
              ) : null}
            </div>
            {item.caption && !item.withheld && layout !== 'cover' && (
              <figcaption
                className="truncate pt-1 text-center text-[clamp(0.4rem,3cqw,0.75rem)]"
                style={{ color: colours.muted }}
              >
                {item.caption}
              </figcaption>
            )}
          </figure>
        ))}
      </div>
      {text && layout !== 'cover' && (
        <p
          className={cn(
            'min-h-0 overflow-hidden text-[clamp(0.4rem,3.4cqw,0.9rem)] leading-snug',
            layout === 'photo-and-text' && 'flex-[2]',
            layout === 'text' && 'my-auto text-center text-[clamp(0.5rem,4cqw,1.05rem)]',
          )}
          style={{ color: colours.ink }}
        >
          {text}
        </p>
      )}
      {voices.length > 0 && (
        <ul className="grid gap-1">
          {voices.map((item) => (
            <li
              key={item.id}
              className="flex items-center gap-2 text-[clamp(0.4rem,3cqw,0.75rem)]"
              style={{ color: colours.ink }}
            >
              {item.withheld ? (
                <WithheldItem line={item.withheld} className="min-w-0 flex-1 p-2 text-[clamp(0.4rem,3cqw,0.75rem)]" />
              ) : (
                <VoiceRow item={item} isPlayable={isPlayable} accent={colours.accent} />
              )}
            </li>
          ))}
        </ul>
      )}
      {layout === 'cover' && props.ownerName && (
        <p className="text-center text-xs" style={{ color: colours.muted }}>
          Made by {props.ownerName}
        </p>
      )}
      {props.pageNumber !== undefined && (
        <p className="text-center text-[0.65rem]" style={{ color: colours.muted }}>
          {props.pageNumber}
        </p>
      )}
    </div>
  );
}

/** A recording (or a video drawn as a badge) in the page's list: its icon, caption and, in the book, its player. */
function VoiceRow({ item, isPlayable, accent }: { item: BookPageItem; isPlayable: boolean; accent: string }) {
  return (
    <>
      {item.kind === 'audio' ? (
        <Mic className="size-4 shrink-0" style={{ color: accent }} aria-hidden />
      ) : (
        <Video className="size-4 shrink-0" style={{ color: accent }} aria-hidden />
      )}
      {isPlayable && item.kind === 'audio' && item.fileUrl ? (
        <span className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="truncate">{item.caption}</span>
          <audio
            src={item.fileUrl}
            controls
            preload="none"
            className="h-8 w-full"
            aria-label={`Play ${item.caption}`}
          />
        </span>
      ) : (
        <span className="truncate">{item.caption || 'Voice clip'}</span>
      )}
    </>
  );
}
