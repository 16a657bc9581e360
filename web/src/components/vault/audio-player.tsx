/**
 * A recording's waveform above the browser's own player (seeking, keyboard, speed). The played
 * part of the waveform deepens as it plays; clicking the waveform seeks there too.
 */
import { useRef, useState, type MouseEvent, type RefObject } from 'react';
import type { VaultItem } from '@heirloom/common/contracts/vault';
import { useMediaElementRef } from '../media/media-seek';
import { Waveform } from '../media/waveform';

/** Inside a MediaSeekProvider its <audio> is the one a transcript seeks. */
export function AudioPlayer({ item }: { item: VaultItem }) {
  const ownAudio = useRef<HTMLMediaElement>(null);
  const audio = useMediaElementRef() ?? ownAudio;
  const [progress, setProgress] = useState(0);
  const seekTo = (event: MouseEvent<HTMLDivElement>) => {
    const player = audio.current;
    if (!player || !Number.isFinite(player.duration)) return;
    const bounds = event.currentTarget.getBoundingClientRect();
    player.currentTime = ((event.clientX - bounds.left) / bounds.width) * player.duration;
  };
  return (
    <div className="grid gap-3 rounded-3xl border border-line bg-white p-5">
      {item.waveform && item.waveform.length > 0 && (
        <div onClick={seekTo} className="cursor-pointer">
          <Waveform peaks={item.waveform} progress={progress} barCount={120} className="h-28" />
        </div>
      )}
      <audio
        ref={audio as RefObject<HTMLAudioElement | null>}
        controls
        preload="metadata"
        src={item.fileUrl}
        className="w-full"
        aria-label={`Play ${item.title}`}
        onTimeUpdate={(event) => {
          const { currentTime, duration } = event.currentTarget;
          setProgress(duration > 0 ? currentTime / duration : 0);
        }}
      />
    </div>
  );
}
