/**
 * Turns kinds of optional e-mail off for a test user through the API, for tests that count only the
 * essential e-mails (deliveries) a scheduler run sends.
 */
import { NOTIFICATION_KINDS, type NotificationKind } from '@heirloom/common/contracts/notifications';
import type { TestClient } from './test-app';

/**
 * PUTs /api/account/notifications with `kinds` off and every other kind on.
 * @throws Error when the server refuses
 */
export async function turnOffNotifications(client: TestClient, kinds: NotificationKind[]): Promise<void> {
  const payload = Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, !kinds.includes(kind)]));
  const response = await client.request({ method: 'PUT', url: '/api/account/notifications', payload });
  if (response.statusCode !== 200) throw new Error(`preferences refused: ${response.statusCode} ${response.body}`);
}
