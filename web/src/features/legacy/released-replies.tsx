/**
 * Replies kept for the family (docs/product/messages-and-delivery.md "Replies"): what the owner's
 * recipients answered after the release, shown to a legacy contact beside what the owner left them.
 * Nothing shows while there is none.
 */
import { useQuery } from '@tanstack/react-query';
import { messageReplyRoutes } from '@heirloom/common/routes/message-replies';
import { ReplyList } from '../../components/replies/reply-list';
import { Card } from '../../components/ui/card';
import { routeQuery } from '../../lib/api-client';

export function ReleasedReplies({ ownerId, ownerName }: { ownerId: string; ownerName: string }) {
  const replies = useQuery(routeQuery(messageReplyRoutes.family, { params: { ownerId } }));
  if (!replies.data || replies.data.length === 0) return null;
  return (
    <Card className="grid gap-3" data-testid="released-replies">
      <div>
        <h2 className="text-2xl text-ink">Replies to {ownerName}&apos;s messages</h2>
        <p className="text-ink-soft">What the people {ownerName} wrote to answered, kept for the family.</p>
      </div>
      <ReplyList replies={replies.data} showsMessage />
    </Card>
  );
}
