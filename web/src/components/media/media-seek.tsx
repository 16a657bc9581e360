/**
 * Lets a transcript move the player beside it: a click on a word seeks the recording to it. The
 * player registers its <audio> or <video> element with `useMediaElementRef`; anything inside the
 * same provider seeks it with `useSeekMedia`.
 */
import { createContext, useCallback, useContext, useRef, type ReactNode, type RefObject } from 'react';

const MediaElementContext = createContext<RefObject<HTMLMediaElement | null> | null>(null);

/** One player and the transcripts that steer it. */
export function MediaSeekProvider({ children }: { children: ReactNode }) {
  const element = useRef<HTMLMediaElement | null>(null);
  return <MediaElementContext.Provider value={element}>{children}</MediaElementContext.Provider>;
}

/** The ref a player puts on its <audio> or <video> element; undefined outside a provider. */
export function useMediaElementRef(): RefObject<HTMLMediaElement | null> | undefined {
  return useContext(MediaElementContext) ?? undefined;
}

/**
 * @returns seek(ms): moves the registered player to `ms` milliseconds and plays from there; null
 *   outside a provider (the transcript then shows its words without seeking)
 */
export function useSeekMedia(): ((ms: number) => void) | null {
  const element = useContext(MediaElementContext);
  const seek = useCallback(
    (ms: number) => {
      const player = element?.current;
      if (!player) return;
      player.currentTime = ms / 1000;
      // Playing may be refused (a browser's autoplay rules); the player then waits at the word.
      void player.play().catch(() => undefined);
    },
    [element],
  );
  return element ? seek : null;
}
