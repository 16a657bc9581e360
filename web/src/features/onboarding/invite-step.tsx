/**
 * Onboarding step 3: invite one relative to the family circle as editor or viewer
 * (circleRoutes.invite, the same call /family-collaboration makes; the invitation e-mail
 * goes through the outbox), or skip.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { ArrowRight, Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { invitationInputSchema, ROLE_DESCRIPTIONS, type InvitationInput } from '@heirloom/common/contracts/circle';
import { circleRoutes } from '@heirloom/common/routes/circle';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { errorIdFor, FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { describeError } from '../../lib/api';
import { callRoute } from '../../lib/api-client';

type InviteFields = z.input<typeof invitationInputSchema>;
type InviteValues = z.output<typeof invitationInputSchema>;

/** The roles offered here; a legacy contact is chosen on /legacy, where what it means is explained. */
const ROLES = ['editor', 'viewer'] as const;

export function InviteStep({ onDone, onSkip }: { onDone: (name: string) => void; onSkip: () => void }) {
  const invite = useMutation({
    mutationFn: (input: InvitationInput) => callRoute(circleRoutes.invite, { body: input }),
  });
  const form = useForm<InviteFields, unknown, InviteValues>({
    resolver: zodResolver(invitationInputSchema),
    defaultValues: { name: '', email: '', relationship: '', role: 'editor' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      const invitation = await invite.mutateAsync(values);
      onDone(invitation.name);
    } catch (failure) {
      form.setError('email', { message: describeError(failure) }, { shouldFocus: true });
    }
  });
  const field = (id: 'name' | 'email' | 'relationship') => ({
    id: `onboarding-invite-${id}`,
    'aria-invalid': errors[id] ? true : undefined,
    'aria-describedby': errors[id] ? errorIdFor(`onboarding-invite-${id}`) : undefined,
    ...form.register(id),
  });
  return (
    <Card>
      <form onSubmit={submit} noValidate className="grid gap-4">
        <p className="text-ink-soft">
          A relative you invite gets an e-mail with a link that works for 14 days. They can add their own memories and
          see what you share with your family circle — never your messages.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="onboarding-invite-name" label="Their name" error={errors.name?.message}>
            <Input autoComplete="off" placeholder="Aunt Maria" {...field('name')} />
          </FormField>
          <FormField id="onboarding-invite-email" label="Their e-mail" error={errors.email?.message}>
            <Input type="email" autoComplete="off" placeholder="maria@example.com" {...field('email')} />
          </FormField>
          <FormField
            id="onboarding-invite-relationship"
            label="Relationship (optional)"
            error={errors.relationship?.message}
          >
            <Input autoComplete="off" placeholder="My sister" {...field('relationship')} />
          </FormField>
        </div>
        <fieldset className="grid gap-2">
          <legend className="text-sm font-semibold text-ink">What they may do</legend>
          {ROLES.map((role) => (
            <label key={role} className="flex items-start gap-2 text-ink">
              <input type="radio" value={role} className="mt-1 size-4 accent-accent" {...form.register('role')} />
              <span>
                <strong>{ROLE_DESCRIPTIONS[role].label}</strong> — {ROLE_DESCRIPTIONS[role].canSee}
              </span>
            </label>
          ))}
        </fieldset>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={isSubmitting}>
            <Send className="size-4" aria-hidden /> {isSubmitting ? 'Sending…' : 'Send the invitation'}
          </Button>
          <Button type="button" variant="ghost" onClick={onSkip} disabled={isSubmitting}>
            Skip for now <ArrowRight className="size-4" aria-hidden />
          </Button>
        </div>
      </form>
    </Card>
  );
}
