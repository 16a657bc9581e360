/**
 * The last-wishes form (docs/product/capsules-scrapbooks-recipes.md "Last wishes"): every section
 * of the document in one form, saved whole to lastWishesRoutes.save. Rules and messages come from
 * lastWishesInputSchema, so a password typed into any answer is refused here with the same words
 * the server would use; a server refusal shows too.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useForm } from 'react-hook-form';
import {
  AI_LIKENESS_CHOICES,
  BODY_DISPOSITIONS,
  LAST_WISHES_LIST_MAX_LENGTH,
  ORGAN_DONATION_CHOICES,
  lastWishesInputSchema,
  type LastWishesDocument,
  type LastWishesInput,
} from '@heirloom/common/contracts/last-wishes';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { errorIdFor, FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { ChoiceGroup } from './choice-group';
import { TextAreaField } from './text-area-field';
import { useSaveLastWishes } from './last-wishes-queries';

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Card aria-labelledby={`${id}-heading`} role="region" className="grid gap-4">
      <h2 id={`${id}-heading`} className="text-2xl text-ink">
        {title}
      </h2>
      {children}
    </Card>
  );
}

export function LastWishesForm({ saved }: { saved: LastWishesDocument }) {
  const save = useSaveLastWishes();
  const form = useForm<LastWishesInput, unknown, LastWishesDocument>({
    resolver: zodResolver(lastWishesInputSchema),
    defaultValues: saved,
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const objects = useFieldArray({ control: form.control, name: 'sentimentalObjects' });
  const people = useFieldArray({ control: form.control, name: 'peopleToTell' });
  const { register } = form;

  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await save.mutateAsync(values);
      form.reset(result.wishes);
      toast({ title: 'Last wishes saved', description: 'Sealed with your key. Only you can read them for now.' });
    } catch (failure) {
      toast({ variant: 'destructive', title: 'Your last wishes were not saved', description: describeError(failure) });
    }
  });

  const itemError = (list: 'sentimentalObjects' | 'peopleToTell', index: number, field: string) =>
    (errors[list]?.[index] as Record<string, { message?: string }> | undefined)?.[field]?.message;

  return (
    <form onSubmit={submit} noValidate className="grid gap-6" aria-label="Last wishes">
      <Section id="ceremony" title="Ceremony">
        <TextAreaField
          id="wishes-ceremony"
          label="What kind of ceremony would you like?"
          hint="Where, who leads it, religious or not, what people should wear — anything that matters to you."
          error={errors.ceremony?.message}
          registration={register('ceremony')}
        />
      </Section>

      <Section id="body" title="Burial or cremation">
        <ChoiceGroup legend="My wish" choices={BODY_DISPOSITIONS} registration={register('bodyDisposition')} />
        <TextAreaField
          id="wishes-body-notes"
          label="Details"
          hint="A place, a cemetery plot already bought, where the ashes should go."
          rows={3}
          error={errors.bodyDispositionNotes?.message}
          registration={register('bodyDispositionNotes')}
        />
      </Section>

      <Section id="music" title="Music and readings">
        <TextAreaField
          id="wishes-music"
          label="Songs, pieces and readings"
          hint="One per line, with who should read if you like."
          error={errors.musicAndReadings?.message}
          registration={register('musicAndReadings')}
        />
      </Section>

      <Section id="organs" title="Organ donation">
        <ChoiceGroup
          legend="Organ and tissue donation"
          hint="Also register your decision with your country's donor register: families are asked at once, before anyone reads this."
          choices={ORGAN_DONATION_CHOICES}
          registration={register('organDonation')}
        />
      </Section>

      <Section id="objects" title="Sentimental objects">
        <p className="text-sm text-ink-soft">
          Who should receive which keepsake. This is a wish for your family, not a will: leave legal bequests to your
          will.
        </p>
        {objects.fields.length === 0 && <p className="text-ink-soft">No objects listed yet.</p>}
        <ul className="grid gap-4">
          {objects.fields.map((field, index) => (
            <li key={field.id} className="grid gap-3 rounded-xl border border-line p-4 md:grid-cols-[1fr_1fr_auto]">
              <FormField id={`object-${index}`} label="Object" error={itemError('sentimentalObjects', index, 'object')}>
                <Input
                  id={`object-${index}`}
                  aria-invalid={itemError('sentimentalObjects', index, 'object') ? true : undefined}
                  aria-describedby={
                    itemError('sentimentalObjects', index, 'object') ? errorIdFor(`object-${index}`) : undefined
                  }
                  {...register(`sentimentalObjects.${index}.object`)}
                />
              </FormField>
              <FormField
                id={`object-recipient-${index}`}
                label="For"
                error={itemError('sentimentalObjects', index, 'recipient')}
              >
                <Input
                  id={`object-recipient-${index}`}
                  aria-invalid={itemError('sentimentalObjects', index, 'recipient') ? true : undefined}
                  aria-describedby={
                    itemError('sentimentalObjects', index, 'recipient')
                      ? errorIdFor(`object-recipient-${index}`)
                      : undefined
                  }
                  {...register(`sentimentalObjects.${index}.recipient`)}
                />
              </FormField>
              <Button
                variant="ghost"
                className="self-end"
                aria-label={`Remove object ${index + 1}`}
                onClick={() => objects.remove(index)}
              >
                <Trash2 aria-hidden className="size-4" /> Remove
              </Button>
              <div className="md:col-span-3">
                <TextAreaField
                  id={`object-note-${index}`}
                  label="A note (optional)"
                  rows={2}
                  error={itemError('sentimentalObjects', index, 'note')}
                  registration={register(`sentimentalObjects.${index}.note`)}
                />
              </div>
            </li>
          ))}
        </ul>
        {objects.fields.length < LAST_WISHES_LIST_MAX_LENGTH && (
          <Button
            variant="secondary"
            className="justify-self-start"
            onClick={() => objects.append({ object: '', recipient: '', note: '' })}
          >
            <Plus aria-hidden className="size-4" /> Add an object
          </Button>
        )}
      </Section>

      <Section id="people" title="Who to tell">
        <p className="text-sm text-ink-soft">Friends and colleagues your family might not know how to reach.</p>
        {people.fields.length === 0 && <p className="text-ink-soft">No one listed yet.</p>}
        <ul className="grid gap-4">
          {people.fields.map((field, index) => (
            <li key={field.id} className="grid gap-3 rounded-xl border border-line p-4 md:grid-cols-[1fr_1fr_auto]">
              <FormField id={`person-${index}`} label="Name" error={itemError('peopleToTell', index, 'name')}>
                <Input
                  id={`person-${index}`}
                  aria-invalid={itemError('peopleToTell', index, 'name') ? true : undefined}
                  aria-describedby={
                    itemError('peopleToTell', index, 'name') ? errorIdFor(`person-${index}`) : undefined
                  }
                  {...register(`peopleToTell.${index}.name`)}
                />
              </FormField>
              <FormField
                id={`person-contact-${index}`}
                label="How to reach them"
                error={itemError('peopleToTell', index, 'contact')}
              >
                <Input id={`person-contact-${index}`} {...register(`peopleToTell.${index}.contact`)} />
              </FormField>
              <Button
                variant="ghost"
                className="self-end"
                aria-label={`Remove person ${index + 1}`}
                onClick={() => people.remove(index)}
              >
                <Trash2 aria-hidden className="size-4" /> Remove
              </Button>
            </li>
          ))}
        </ul>
        {people.fields.length < LAST_WISHES_LIST_MAX_LENGTH && (
          <Button
            variant="secondary"
            className="justify-self-start"
            onClick={() => people.append({ name: '', contact: '' })}
          >
            <Plus aria-hidden className="size-4" /> Add a person
          </Button>
        )}
      </Section>

      <Section id="digital" title="Digital accounts">
        <TextAreaField
          id="wishes-digital"
          label="What should happen to your e-mail, social media, photos online and subscriptions?"
          hint="Never write passwords here. Say where your family can find them instead — for example your password manager's emergency access."
          rows={5}
          error={errors.digitalAccounts?.message}
          registration={register('digitalAccounts')}
        />
      </Section>

      <Section id="message" title="A personal message">
        <TextAreaField
          id="wishes-message"
          label="Anything you want your family to read"
          rows={6}
          error={errors.personalMessage?.message}
          registration={register('personalMessage')}
        />
      </Section>

      <Section id="likeness" title="My voice and face after I die">
        <ChoiceGroup
          legend="May my voice or face be animated, cloned or used in an AI avatar after my death?"
          hint="Heirloom enforces this wish itself: no animated ancestor is made of someone who said no."
          choices={AI_LIKENESS_CHOICES}
          registration={register('aiLikeness')}
        />
      </Section>

      <div className="sticky bottom-0 flex flex-wrap items-center gap-3 border-t border-line bg-paper/95 py-4">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Save last wishes'}
        </Button>
        <span className="text-sm text-ink-soft" aria-live="polite">
          {isDirty ? 'You have unsaved changes.' : 'Everything is saved.'}
        </span>
      </div>
    </form>
  );
}
