/**
 * Shows the demo family's refusal (docs/product/overview.md "Demo family") as a toast, with a way
 * to sign up: one toast, however many calls one click made were refused.
 */
import { useEffect } from 'react';
import { DEMO_MESSAGES } from '@heirloom/common/domain/demo';
import { toast } from '../components/ui/use-toast';
import { useAuthModal } from '../lib/auth';
import { onDemoRefusal } from '../lib/demo-refusal';

/** The toast's title; its description is the server's own sentence. */
export const DEMO_REFUSAL_TITLE = 'Nothing was changed';

/** Listens for demo refusals while the app runs and shows each as a toast. */
export function useDemoRefusalToasts(): void {
  const { openAuthModal } = useAuthModal();
  useEffect(
    () =>
      onDemoRefusal(() =>
        // After the refused call's own error handling, so a feature's "not saved" toast gives way to this one.
        setTimeout(() =>
          toast({
            title: DEMO_REFUSAL_TITLE,
            description: DEMO_MESSAGES.readOnly,
            action: {
              label: 'Sign up',
              altText: 'Sign up from the menu',
              onClick: () => openAuthModal({ tab: 'signup' }),
            },
          }),
        ),
      ),
    [openAuthModal],
  );
}
