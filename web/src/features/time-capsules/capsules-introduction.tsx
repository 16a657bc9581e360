/** /time-capsules for a visitor: what a time capsule is, and the way in (sign in or sign up). */
import { Hourglass, Lock, MailOpen } from 'lucide-react';
import { FeatureIntroduction, SignUpOrSignIn } from '../../components/layout/feature-introduction';

const STEPS = [
  {
    icon: Hourglass,
    title: 'Fill it together',
    text: 'Invite your family circle to add letters, photos, recordings and videos.',
  },
  { icon: Lock, title: 'Seal it', text: 'Once sealed, nobody can look inside until the day you chose — not even you.' },
  {
    icon: MailOpen,
    title: 'Open it together',
    text: 'On that day everyone it was made for gets an e-mail and opens it, one item at a time.',
  },
];

export function CapsulesIntroduction({ returnUrl }: { returnUrl: string }) {
  return (
    <FeatureIntroduction
      heading="Time capsules"
      lead="Seal memories until an opening date you choose: a birthday, a wedding, the day a grandchild turns eighteen."
      actions={<SignUpOrSignIn signUpLabel="Start a time capsule" returnUrl={returnUrl} />}
      points={STEPS}
    />
  );
}
