/**
 * The owner's invitation form: name, e-mail, relationship, a role, each role with what it can
 * see, and what to share with the circle as the invitation goes (share-choices.tsx). Rules and
 * messages come from invitationInputSchema; the server's refusals (already in the circle, already
 * invited, yourself) show under the e-mail field.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  CIRCLE_MESSAGES,
  CIRCLE_ROLES,
  INVITATION_VALID_DAYS,
  invitationInputSchema,
  ROLE_DESCRIPTIONS,
  type CircleRole,
} from '@heirloom/common/contracts/circle';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { errorIdFor, FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { useInvite } from './circle-queries';
import { choiceKey, ShareChoices, useShareChoices, useShareChosen } from './share-choices';

type InvitationFields = z.input<typeof invitationInputSchema>;
type InvitationValues = z.output<typeof invitationInputSchema>;

/** Server answers that are about the address typed. */
const EMAIL_REFUSALS: readonly string[] = [
  CIRCLE_MESSAGES.selfInvite,
  CIRCLE_MESSAGES.alreadyMember,
  CIRCLE_MESSAGES.alreadyLegacyContact,
  CIRCLE_MESSAGES.alreadyInvited,
];

const fieldAria = (id: string, error?: string) => ({
  id,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? errorIdFor(id) : undefined,
});

export function InvitationForm() {
  const invite = useInvite();
  const choices = useShareChoices();
  const shareChosen = useShareChosen();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const toggleChoice = (key: string) =>
    setChosen((before) => {
      const after = new Set(before);
      if (!after.delete(key)) after.add(key);
      return after;
    });
  const form = useForm<InvitationFields, unknown, InvitationValues>({
    resolver: zodResolver(invitationInputSchema),
    defaultValues: { name: '', email: '', relationship: '', role: undefined as unknown as CircleRole },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await invite.mutateAsync(values);
      form.reset();
      const toShare = (choices ?? []).filter((choice) => !choice.isShared && chosen.has(choiceKey(choice)));
      setChosen(new Set());
      if (toShare.length > 0) {
        await shareChosen(toShare).catch((error: unknown) =>
          toast({ variant: 'destructive', title: 'Not everything was shared', description: describeError(error) }),
        );
      }
      // A member invited as a legacy contact gets the role at once, beside their sharing role.
      toast(
        'userId' in answer
          ? {
              title: 'Legacy contact added',
              description: `${answer.name} is already in your circle: now a legacy contact too. We told them by e-mail.`,
            }
          : { title: 'Invitation sent', description: `We e-mailed ${answer.name} at ${answer.email}.` },
      );
    } catch (error) {
      const message = describeError(error);
      if (EMAIL_REFUSALS.includes(message)) form.setError('email', { message }, { shouldFocus: true });
      toast({ variant: 'destructive', title: 'The invitation was not sent', description: message });
    }
  });
  return (
    <Card>
      <h2 id="invite-heading" className="mb-1 text-2xl text-ink">
        Invite a relative
      </h2>
      <p className="mb-5 text-ink-soft">
        We e-mail them a personal link. It works once and for {INVITATION_VALID_DAYS} days.
      </p>
      <form onSubmit={submit} noValidate aria-labelledby="invite-heading" className="grid gap-4">
        <div className="grid items-start gap-4 md:grid-cols-3">
          <FormField id="invite-name" label="Name" error={errors.name?.message}>
            <Input
              autoComplete="off"
              placeholder="Anna Miller"
              {...fieldAria('invite-name', errors.name?.message)}
              {...form.register('name')}
            />
          </FormField>
          <FormField id="invite-email" label="E-mail" error={errors.email?.message}>
            <Input
              type="email"
              autoComplete="off"
              placeholder="anna@example.com"
              {...fieldAria('invite-email', errors.email?.message)}
              {...form.register('email')}
            />
          </FormField>
          <FormField id="invite-relationship" label="Relationship (optional)" error={errors.relationship?.message}>
            <Input
              autoComplete="off"
              placeholder="Granddaughter"
              {...fieldAria('invite-relationship', errors.relationship?.message)}
              {...form.register('relationship')}
            />
          </FormField>
        </div>
        <fieldset className="grid gap-3" aria-describedby={errors.role ? errorIdFor('invite-role') : undefined}>
          <legend className="mb-1.5 text-sm font-semibold text-ink">Role</legend>
          <div className="grid gap-3 md:grid-cols-3">
            {CIRCLE_ROLES.map((role) => (
              <label
                key={role}
                className="flex cursor-pointer gap-3 rounded-2xl border border-line bg-white p-4 has-[:checked]:border-accent has-[:checked]:bg-accent-soft/50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent"
              >
                <input
                  type="radio"
                  value={role}
                  className="mt-1 size-4 shrink-0 accent-accent focus-visible:outline-none"
                  aria-describedby={`invite-role-${role}-text`}
                  {...form.register('role')}
                />
                <span className="grid content-start gap-1">
                  <span className="font-semibold text-ink">{ROLE_DESCRIPTIONS[role].label}</span>
                  <span id={`invite-role-${role}-text`} className="text-sm text-ink-soft">
                    {ROLE_DESCRIPTIONS[role].canSee}
                  </span>
                </span>
              </label>
            ))}
          </div>
          {errors.role?.message && (
            <p id={errorIdFor('invite-role')} role="alert" className="text-sm font-medium text-danger">
              {errors.role.message}
            </p>
          )}
        </fieldset>
        <ShareChoices choices={choices} chosen={chosen} onToggle={toggleChoice} />
        <Button type="submit" disabled={isSubmitting} className="justify-self-start">
          <Send className="size-4" aria-hidden />
          {isSubmitting ? 'Sending…' : 'Send invitation'}
        </Button>
      </form>
    </Card>
  );
}
