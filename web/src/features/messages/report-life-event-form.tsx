/**
 * "It happened on [day] · Report it" (docs/product/messages-and-delivery.md "Life events"): the
 * report of a life event, in the family's list on /legacy-messages and on the page behind an
 * e-mailed report link. Today by default; the server refuses a day after today in the owner's time
 * zone (no `max` here: the reader's own today may be a day off the owner's).
 */
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';

const today = () => new Date().toLocaleDateString('en-CA');

export function ReportLifeEventForm({
  isSending,
  onReport,
}: {
  isSending: boolean;
  onReport: (happenedOn: string) => void;
}) {
  const fieldId = useId();
  const [happenedOn, setHappenedOn] = useState(today);
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      onSubmit={(submitted) => {
        submitted.preventDefault();
        onReport(happenedOn);
      }}
    >
      <FormField id={fieldId} label="It happened on">
        <Input id={fieldId} type="date" value={happenedOn} onChange={(event) => setHappenedOn(event.target.value)} />
      </FormField>
      <Button type="submit" disabled={isSending || !happenedOn}>
        Report it
      </Button>
    </form>
  );
}
