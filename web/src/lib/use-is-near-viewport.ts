/**
 * Whether an element has come within `margin` of the viewport (and stays true from then on), so
 * heavy content below the fold (a video and its poster) loads only when the reader gets near it.
 */
import { useEffect, useRef, useState } from 'react';

export function useIsNearViewport<T extends Element>(margin = '400px') {
  const ref = useRef<T>(null);
  const [isNear, setIsNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || isNear) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear, margin]);
  return { ref, isNear };
}
