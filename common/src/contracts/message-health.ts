/**
 * Contracts of the message health check (GET /api/message-health) and of correcting a recipient's
 * address (PUT /api/messages/:id/recipients/:recipientId/email). The rule that decides a health is
 * common/src/domain/message-health.ts.
 */
import { z } from 'zod';
import { MESSAGE_HEALTH_LEVELS, MESSAGE_HEALTH_REASON_CODES } from '../domain/message-health';
import { releasedMessageParamsSchema } from './legacy';
import { recipientInputSchema } from './messages';

export const MESSAGE_HEALTH_MESSAGES = {
  sameAddress: 'That is the address we have already. Please enter the corrected address.',
  notCorrectable:
    'This message has already reached them at that address, so there is nothing to send again. You can still send them a new link.',
  notActive: 'This message is cancelled; there is nothing to send.',
  /** Said to a legacy contact who tries to decide while the owner's legacy is not released. */
  ownerDecides:
    'They can still answer for their own messages: nothing is decided for them before their legacy is released.',
  /** Said to a legacy contact for a message that is no longer waiting to be delivered. */
  notWaiting: 'This message is no longer waiting to be delivered, so there is nothing to decide.',
} as const;

const fixSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('correct_address'), recipientId: z.string(), email: z.string() }),
    z.object({ kind: z.literal('name_legacy_contact') }),
    z.object({ kind: z.literal('decide_recipient'), recipientId: z.string() }),
    z.object({ kind: z.literal('confirm_still_right') }),
  ])
  .nullable();

export const messageHealthReasonSchema = z.object({
  code: z.enum(MESSAGE_HEALTH_REASON_CODES),
  level: z.enum(['needs_look', 'at_risk']),
  text: z.string(),
  fix: fixSchema,
});

/** The health of one message that is scheduled or delivered. */
export const messageHealthSchema = z.object({
  messageId: z.string(),
  title: z.string(),
  status: z.enum(['scheduled', 'delivered']),
  level: z.enum(MESSAGE_HEALTH_LEVELS),
  reasons: z.array(messageHealthReasonSchema),
});
export type MessageHealthEntry = z.infer<typeof messageHealthSchema>;

/** GET /api/message-health: every scheduled or delivered message of the owner, with its health. */
export const messageHealthListSchema = z.array(messageHealthSchema);

/** PUT /api/messages/:id/recipients/:recipientId/email body: the corrected address. */
export const recipientAddressSchema = z.object({
  email: recipientInputSchema.shape.email,
});
export type RecipientAddress = z.infer<typeof recipientAddressSchema>;

/**
 * `:ownerId`, `:messageId` and `:recipientId` of a legacy contact's decision about a recipient of a
 * released owner's message (docs/product/messages-and-delivery.md "Message health").
 */
export const stewardRecipientParamsSchema = releasedMessageParamsSchema.extend({ recipientId: z.string().max(64) });

/**
 * PUT /api/legacy/owners/:ownerId/messages/:messageId/recipients/:recipientId: whom it goes to
 * instead — a new address, and a new name unless it is the same person at a corrected address.
 */
export const readdressSchema = z.object({
  name: recipientInputSchema.shape.name.optional(),
  email: recipientInputSchema.shape.email,
});
export type Readdress = z.infer<typeof readdressSchema>;
