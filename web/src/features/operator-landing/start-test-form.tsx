/** The form that starts a headline test: the challenger (B) against the current headline (A). */
import { useState, type FormEvent } from 'react';
import { headlineTestInputSchema } from '@heirloom/common/contracts/site-analytics';
import { HEADLINE_MAX_LENGTH } from '@heirloom/common/domain/home-headline';
import { Button } from '../../components/ui/button';
import { errorIdFor, FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { useStartTest } from './headline-tests-queries';

export function StartTestForm({ currentHeadline }: { currentHeadline: string }) {
  const [variantB, setVariantB] = useState('');
  const [error, setError] = useState<string>();
  const start = useStartTest();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = headlineTestInputSchema.safeParse({ variantB });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    start.mutate(parsed.data.variantB, {
      onSuccess: () => {
        setVariantB('');
        toast({ title: 'The test is running', description: 'Visitors now see one of the two headlines.' });
      },
      onError: (failure) => setError(describeError(failure)),
    });
  };
  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <div className="grid gap-1">
        <p className="text-sm font-semibold text-ink">Headline A (current)</p>
        <p className="font-serif text-xl text-ink">{currentHeadline}</p>
      </div>
      <FormField id="headline-b" label="Headline B (the challenger)" error={error}>
        <Input
          id="headline-b"
          value={variantB}
          maxLength={HEADLINE_MAX_LENGTH}
          placeholder="e.g. Say it now. They will hear it on the right day."
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorIdFor('headline-b') : 'headline-b-help'}
          onChange={(event) => setVariantB(event.target.value)}
        />
      </FormField>
      <p id="headline-b-help" className="-mt-2 text-sm text-ink-soft">
        {variantB.length}/{HEADLINE_MAX_LENGTH} characters. Half of the visitors will see it, chosen without cookies.
      </p>
      <div>
        <Button type="submit" disabled={start.isPending}>
          {start.isPending ? 'Starting…' : 'Start the test'}
        </Button>
      </div>
    </form>
  );
}
