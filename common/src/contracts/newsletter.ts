/**
 * The blog newsletter's sign-up (docs/product/marketing-and-figures.md "Newsletter"), shared by the
 * route and the sidebar form.
 */
import { z } from 'zod';
import { emailSchema } from './auth';

export const newsletterRequestSchema = z.object({ email: emailSchema });

/** POST /api/newsletter/confirm body: the token from the confirmation e-mail's link. */
export const newsletterConfirmSchema = z.object({ token: z.string().max(200) });
