/**
 * A notice on the pages a missing Debian tool affects (the vault, voice recordings, the message
 * recorder): what will not work here and the one command that fixes it, so a fresh install says so
 * before anyone uploads or records, instead of failing later. Nothing when all is installed.
 */
import { Wrench } from 'lucide-react';
import { useId } from 'react';
import type { CapabilityArea } from '@heirloom/common/contracts/system-capabilities';
import { useMissingTools } from '../../lib/system-capabilities';

export function MissingToolsNotice({ area }: { area: CapabilityArea }) {
  const missing = useMissingTools(area);
  const headingId = useId();
  if (missing.length === 0) return null;
  const packages = missing.flatMap((tool) => tool.debianPackages);
  return (
    <section
      role="status"
      aria-labelledby={headingId}
      className="grid gap-2 rounded-2xl border border-accent/40 bg-accent-soft p-4 text-ink"
      data-testid="missing-tools-notice"
    >
      <h2 id={headingId} className="flex items-center gap-2 font-sans text-base font-semibold">
        <Wrench className="size-4 shrink-0 text-accent-strong" aria-hidden />
        This server is missing {missing.length === 1 ? 'a tool' : 'some tools'}, so not everything works here yet
      </h2>
      <ul className="grid list-disc gap-1 pl-6 text-sm">
        {missing.map((tool) => (
          <li key={tool.tool}>
            <strong>{tool.tool}</strong> is not installed: {tool.disables}.
          </li>
        ))}
      </ul>
      <p className="text-sm text-ink-soft">
        Whoever runs this server can fix it with{' '}
        <code className="rounded bg-white px-1.5 py-0.5 break-all text-ink">
          apt-get install -y {packages.join(' ')}
        </code>{' '}
        and a restart.
      </p>
    </section>
  );
}
