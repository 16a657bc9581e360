/** The blog newsletter's sign-up (issue 5), shared by the route and the sidebar form. */
import { z } from 'zod';
import { emailSchema } from './auth';

export const newsletterRequestSchema = z.object({ email: emailSchema });
