/**
 * "Still right" on the dashboard's health summary, for messages nobody confirmed for a year
 * (docs/product/messages-and-delivery.md "Still right?"): one click confirms the one message, or all
 * the owner's future messages when several are asked about; their schedules stay as they are.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { MessageHealthEntry } from '@heirloom/common/contracts/message-health';
import { messageRoutes } from '@heirloom/common/routes/messages';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { callRoute, routeAddress } from '../../lib/api-client';

/** "Still right" for the one entry of `entries`, or "Yes, all still right" (every future message) for several. */
export function StillRightButton({ entries }: { entries: MessageHealthEntry[] }) {
  const queryClient = useQueryClient();
  const [isSaving, setIsSaving] = useState(false);
  const isOne = entries.length === 1;
  const confirm = async () => {
    setIsSaving(true);
    try {
      if (isOne) await callRoute(messageRoutes.confirmStillRight, { params: { id: entries[0]!.messageId } });
      else await callRoute(messageRoutes.confirmAllStillRight);
      await queryClient.invalidateQueries({
        predicate: (query) =>
          query.queryKey[0] === routeAddress(messageRoutes.health) ||
          String(query.queryKey[0]).startsWith(routeAddress(messageRoutes.list)),
      });
      toast({ title: 'Still right', description: 'Thank you. Everything stays on its way, exactly as it is.' });
    } catch (failure) {
      toast({
        variant: 'destructive',
        title: 'That did not work',
        description: describeError(failure),
      });
    } finally {
      setIsSaving(false);
    }
  };
  return (
    <Button size="sm" disabled={isSaving} onClick={() => void confirm()} className="mt-2">
      {isOne ? 'Still right' : 'Yes, all still right'}
    </Button>
  );
}
