/**
 * The builder's first step, "start from yourself" (docs/product/family-tree.md "The builder"): your
 * name makes a new tree with you in it, marked "this is me".
 */
import { useState, type FormEvent } from 'react';
import type { FamilyTree, Individual } from '@heirloom/common/contracts/family-tree';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { treeChanges, useTreeChange } from './family-tree-queries';

export function BuilderStart({ onStarted }: { onStarted: (treeId: string, personId: string) => void }) {
  const change = useTreeChange();
  const [givenNames, setGivenNames] = useState('');
  const [surname, setSurname] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const tree = await change.send<FamilyTree>(
        treeChanges.createTree(surname.trim() ? `The ${surname.trim()} family` : 'My family'),
      );
      const me = await change.send<Individual>(treeChanges.addPerson(tree.id, { givenNames, surname, isLiving: true }));
      await change.send(treeChanges.linkMe(tree.id, me.id));
      onStarted(tree.id, me.id);
    } catch (error) {
      toast({ variant: 'destructive', title: 'The tree was not started', description: describeError(error) });
    }
  };
  return (
    <Card className="mx-auto max-w-lg">
      <h1 className="mb-2 text-3xl text-ink">Start with yourself</h1>
      <p className="mb-5 text-ink-soft">
        Your family tree begins with you. Then add your parents, partner and children.
      </p>
      <form onSubmit={(event) => void submit(event)} className="grid gap-4">
        <FormField id="start-given" label="Your given names">
          <Input id="start-given" value={givenNames} onChange={(e) => setGivenNames(e.target.value)} required />
        </FormField>
        <FormField id="start-surname" label="Your surname">
          <Input id="start-surname" value={surname} onChange={(e) => setSurname(e.target.value)} />
        </FormField>
        <Button type="submit" disabled={change.isPending}>
          Start my family tree
        </Button>
      </form>
    </Card>
  );
}
