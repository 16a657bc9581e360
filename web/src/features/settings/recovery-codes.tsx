/**
 * The ten recovery codes, shown once when two-factor sign-in is turned on
 * (docs/product/accounts-and-sessions.md "Two-factor sign-in"): each signs in once without the
 * phone. Copy them, download them as a text file, then say they are kept.
 */
import { Download, TriangleAlert } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { Button, buttonClasses } from '../../components/ui/button';
import { CopyButton } from '../../components/ui/copy-button';
import { appConfig } from '../../lib/app-config';

export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = codes.join('\n');
  const fileUrl = useMemo(
    () =>
      URL.createObjectURL(
        new Blob([`${appConfig.productName} recovery codes (each works once)\n\n${text}\n`], { type: 'text/plain' }),
      ),
    [text],
  );
  useEffect(() => () => URL.revokeObjectURL(fileUrl), [fileUrl]);
  return (
    <div className="grid gap-4">
      <p role="status" className="flex items-start gap-2 rounded-2xl bg-accent-soft p-4 text-ink">
        <TriangleAlert className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden />
        Two-factor sign-in is on. Keep these recovery codes somewhere safe: each one signs you in once if you lose your
        phone. We will not show them again.
      </p>
      <ul
        aria-label="Recovery codes"
        className="grid grid-cols-1 gap-2 rounded-2xl border border-line bg-white p-4 font-mono text-lg text-ink sm:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <CopyButton text={text} label="Copy codes" ariaLabel="Copy codes to the clipboard" />
        <a
          href={fileUrl}
          download={`${appConfig.productName.toLowerCase()}-recovery-codes.txt`}
          className={buttonClasses('secondary')}
        >
          <Download className="size-4" aria-hidden />
          Download codes
        </a>
        <Button onClick={onDone}>I have saved my codes</Button>
      </div>
    </div>
  );
}
