/**
 * Where files are dropped, or chosen with a button (keyboard and screen-reader friendly); several
 * at once. The hidden file input does the choosing.
 */
import { UploadCloud } from 'lucide-react';
import { useRef, useState, type DragEvent } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../ui/button';

interface DropZoneProps {
  onFiles: (files: File[]) => void;
  /** The file input's accept list, e.g. "audio/*". */
  accept?: string;
  buttonLabel: string;
  hint: string;
}

export function DropZone({ onFiles, accept, buttonLabel, hint }: DropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [isOver, setIsOver] = useState(false);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setIsOver(false);
    const files = [...event.dataTransfer.files];
    if (files.length > 0) onFiles(files);
  };
  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setIsOver(true);
      }}
      onDragLeave={() => setIsOver(false)}
      onDrop={drop}
      data-testid="drop-zone"
      className={cn(
        'flex flex-col items-center gap-3 rounded-3xl border-2 border-dashed px-6 py-8 text-center transition-colors',
        isOver ? 'border-accent bg-accent-soft/60' : 'border-line bg-white',
      )}
    >
      <UploadCloud className="size-9 text-accent" aria-hidden />
      <p className="text-lg text-ink">Drop files here, or</p>
      {/* A long label (an album's name) wraps on a phone instead of widening the page. */}
      <Button onClick={() => input.current?.click()} className="h-auto min-h-11 max-w-full py-2 whitespace-normal">
        {buttonLabel}
      </Button>
      <p className="max-w-xl text-sm text-ink-soft">{hint}</p>
      <input
        ref={input}
        type="file"
        multiple
        accept={accept}
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </div>
  );
}
