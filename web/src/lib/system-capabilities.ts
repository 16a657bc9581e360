/**
 * What this server cannot do because a Debian tool is missing (GET /api/system/capabilities, issue
 * 15 "A fresh machine"), asked once per visit: it changes only when the server is restarted.
 */
import { useQuery } from '@tanstack/react-query';
import type { CapabilityArea, MissingTool, SystemCapabilities } from '@heirloom/common/contracts/system-capabilities';

/** @returns the missing tools that affect `area`; [] while loading, signed out, or when nothing is missing */
export function useMissingTools(area: CapabilityArea): MissingTool[] {
  const capabilities = useQuery<SystemCapabilities | null>({
    queryKey: ['/api/system/capabilities'],
    staleTime: Infinity,
  });
  return capabilities.data?.missingTools.filter((tool) => tool.affects.includes(area)) ?? [];
}
