/**
 * What this server cannot do because a Debian tool is missing (systemRoutes.capabilities), asked
 * once per visit: it changes only when the server is restarted.
 */
import { useQuery } from '@tanstack/react-query';
import type { CapabilityArea, MissingTool } from '@heirloom/common/contracts/system-capabilities';
import { systemRoutes } from '@heirloom/common/routes/system';
import { routeQuery } from './api-client';

/** @returns the missing tools that affect `area`; [] while loading, signed out, or when nothing is missing */
export function useMissingTools(area: CapabilityArea): MissingTool[] {
  const capabilities = useQuery({ ...routeQuery(systemRoutes.capabilities), staleTime: Infinity });
  return capabilities.data?.missingTools.filter((tool) => tool.affects.includes(area)) ?? [];
}
