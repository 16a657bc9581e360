/**
 * Who receives the message when delivery to a recipient fails for good, to pass it on by hand (the
 * fallback courier, docs/product/messages-and-delivery.md): the owner's legacy contacts (the
 * default), one member of their family circle, or nobody. Its error sits at 'fallback.userId'.
 */
import { useQuery } from '@tanstack/react-query';
import { useFormContext, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { circleRoutes } from '@heirloom/common/routes/circle';
import { errorIdFor, FormField } from '../../components/ui/form-field';
import { selectClasses } from '../../components/ui/select-classes';
import { routeQuery } from '../../lib/api-client';
import { useMessageErrors } from './message-form-errors';
import type { MessageFormValues } from './message-form-values';

const FIELD_ID = 'fallback.userId';

export function FallbackCourierField() {
  const { control, setValue } = useFormContext<MessageFormValues>();
  const [kind, userId] = useWatch({ control, name: ['fallbackKind', 'fallbackUserId'] });
  const circle = useQuery(routeQuery(circleRoutes.overview));
  const { errorOf } = useMessageErrors();
  const error = errorOf(FIELD_ID);
  const members = circle.data?.members ?? [];
  const legacyContacts = members.filter((member) => member.isLegacyContact);
  const chosen = kind === 'member' ? userId : kind;
  const choose = (value: string) => {
    const isMember = value !== 'legacy_contacts' && value !== 'none';
    setValue('fallbackKind', isMember ? 'member' : value, { shouldDirty: true });
    setValue('fallbackUserId', isMember ? value : '', { shouldDirty: true });
  };

  return (
    <div className="grid gap-2">
      <FormField id={FIELD_ID} label="If it cannot reach someone, who should receive it?" error={error}>
        <select
          id={FIELD_ID}
          value={chosen}
          onChange={(event) => choose(event.target.value)}
          className={selectClasses}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorIdFor(FIELD_ID)} fallback-hint` : 'fallback-hint'}
        >
          <option value="legacy_contacts">My legacy contacts</option>
          {members.map((member) => (
            <option key={member.userId} value={member.userId}>
              {member.name}
              {member.relationship ? ` (${member.relationship})` : ''}
            </option>
          ))}
          {kind === 'member' && !members.some((member) => member.userId === userId) && (
            <option value={userId}>Someone no longer in your family circle</option>
          )}
          <option value="none">Nobody</option>
        </select>
      </FormField>
      <p id="fallback-hint" className="text-sm text-ink-soft">
        If a recipient&apos;s e-mail address stops working, we send the message to this person instead, with a note
        saying whom it was meant for, so they can pass it on by hand.
        {kind === 'legacy_contacts' && !circle.isPending && legacyContacts.length === 0 && (
          <>
            {' '}
            You have no legacy contact yet, so nobody would receive it.{' '}
            <Link to="/legacy" className="text-accent underline">
              Name a legacy contact
            </Link>
          </>
        )}
      </p>
    </div>
  );
}
