/**
 * The home page's video testimonial (docs/product/marketing-and-figures.md "Testimonials"). A real
 * family's video, shared with their consent, when the operator configures one
 * (MARKETING_TESTIMONIAL_VIDEO_*): native controls, captions and the transcript. Without one, an
 * invitation to share a story: never stand-in footage. The player mounts only as the reader nears
 * it, so neither the video nor its poster competes with the first paint.
 */
import { Clapperboard } from 'lucide-react';
import { Link } from 'react-router';
import type { TestimonialVideo } from '@heirloom/common/domain/marketing';
import { useAppConfig } from '../../lib/app-config';
import { useIsNearViewport } from '../../lib/use-is-near-viewport';
import { Card } from '../ui/card';

function ConfiguredVideo({ video }: { video: TestimonialVideo }) {
  const { ref, isNear } = useIsNearViewport<HTMLDivElement>();
  return (
    <Card className="grid gap-6 md:grid-cols-[3fr_2fr] md:items-center" data-testid="video-testimonial">
      <div ref={ref} className="aspect-video overflow-hidden rounded-2xl bg-ink">
        {isNear && (
          <video
            controls
            preload="none"
            poster={video.posterUrl}
            src={video.url}
            aria-describedby="video-testimonial-caption"
            className="size-full object-contain"
          >
            {video.captionsUrl && (
              <track kind="captions" src={video.captionsUrl} srcLang="en" label="English" default />
            )}
          </video>
        )}
      </div>
      <div className="grid gap-3">
        <p className="text-sm font-semibold tracking-wide text-accent uppercase">A family in their own words</p>
        <p id="video-testimonial-caption" className="font-serif text-2xl text-ink">
          {video.caption}
        </p>
        <details className="text-ink-soft">
          <summary className="cursor-pointer font-semibold text-accent">Read the transcript</summary>
          <p className="mt-2 whitespace-pre-line">{video.transcript}</p>
        </details>
      </div>
    </Card>
  );
}

function ShareYourStory() {
  return (
    <Card
      className="grid gap-5 border-dashed bg-paper-deep/60 shadow-none sm:grid-cols-[auto_1fr] sm:items-center"
      data-testid="video-testimonial"
    >
      <span className="flex size-16 items-center justify-center rounded-2xl bg-accent-soft text-accent">
        <Clapperboard className="size-8" aria-hidden />
      </span>
      <div>
        <h3 className="mb-2 text-2xl text-ink">Your family’s story could be the first one here</h3>
        <p className="mb-3 max-w-2xl text-ink-soft">
          There is no video from a family here yet, and we will not fill this space with actors or stock footage. When a
          family chooses to tell, on camera and with their consent, what keeping their voices has meant to them, their
          video will play here.
        </p>
        <Link to="/contact" className="font-semibold text-accent underline">
          Tell us your family’s story
        </Link>
      </div>
    </Card>
  );
}

export function VideoTestimonial() {
  const video = useAppConfig().testimonialVideo;
  return video ? <ConfiguredVideo video={video} /> : <ShareYourStory />;
}
