/**
 * A letter another page hands to the compose page (/schedule-message) in the navigation's state:
 * "send Grandma's pie recipe to Mia the first Thanksgiving she hosts". The owner still chooses the
 * recipients and the day.
 */
export interface MessagePrefill {
  title: string;
  letterText: string;
}

/** The prefill in a location's state, or undefined when there is none. */
export function readMessagePrefill(state: unknown): MessagePrefill | undefined {
  const prefill = (state as { messagePrefill?: Partial<MessagePrefill> } | null)?.messagePrefill;
  return typeof prefill?.title === 'string' && typeof prefill.letterText === 'string'
    ? { title: prefill.title, letterText: prefill.letterText }
    : undefined;
}

/** The navigation state that opens the compose page with `prefill`. */
export const messagePrefillState = (prefill: MessagePrefill) => ({ messagePrefill: prefill });
