/**
 * Copies a text (a link's address) to the clipboard and says "Copied" for a few seconds; where the
 * browser refuses the clipboard, it says to copy the address by hand.
 */
import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button, type ButtonProps } from './button';

/** How long "Copied" stays on the button, ms. */
const COPIED_MS = 3_000;

type CopyState = 'idle' | 'copied' | 'failed';

export function CopyButton({
  text,
  label = 'Copy',
  ariaLabel,
  variant = 'secondary',
  size = 'md',
  className,
}: {
  text: string;
  label?: string;
  /** A fuller accessible name containing the visible label (WCAG 2.5.3), e.g. "Copy the link to Summer". */
  ariaLabel?: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className?: string;
}) {
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), COPIED_MS);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      <Button variant={variant} size={size} className={className} aria-label={ariaLabel} onClick={() => void copy()}>
        {state === 'copied' ? <Check className="size-4" aria-hidden /> : <Copy className="size-4" aria-hidden />}
        {state === 'copied' ? 'Copied' : label}
      </Button>
      <span role="status" className="sr-only">
        {state === 'copied' ? 'Copied to the clipboard' : ''}
      </span>
      {state === 'failed' && (
        <span role="alert" className="text-sm text-danger">
          Your browser did not let us copy. Select the address and copy it yourself.
        </span>
      )}
    </>
  );
}
