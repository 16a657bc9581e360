/**
 * Renders the toasts (Radix Toast): auto-close 5000 ms, swipe right 50 px, hotkey F8
 * (docs/product/constants.md "Toasts").
 */
import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX } from '@heirloom/common/domain/constants';
import { cn } from '../../lib/cn';
import { dismissToast, useToasts } from './use-toast';

export function Toaster() {
  const items = useToasts();
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
    >
      {items.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start gap-3 rounded-2xl border p-4 pr-10 shadow-lg',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:animate-out',
            item.variant === 'destructive' ? 'border-danger bg-danger text-white' : 'border-line bg-white text-ink',
          )}
          data-variant={item.variant ?? 'default'}
        >
          <div className="grid gap-1">
            {item.title && <ToastPrimitive.Title className="font-semibold">{item.title}</ToastPrimitive.Title>}
            {item.description && (
              <ToastPrimitive.Description className="text-sm opacity-95">{item.description}</ToastPrimitive.Description>
            )}
            {item.action && (
              <ToastPrimitive.Action
                altText={item.action.altText}
                onClick={item.action.onClick}
                className="mt-1 justify-self-start rounded-full border border-current px-3 py-1 text-sm font-semibold hover:bg-paper-deep"
              >
                {item.action.label}
              </ToastPrimitive.Action>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label="Close notification"
            className="absolute top-3 right-3 rounded-md p-1 opacity-80 hover:opacity-100"
          >
            <X className="size-4" aria-hidden />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={[TOAST_HOTKEY]}
        label="Notifications ({hotkey})"
        className="fixed right-0 bottom-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:max-w-[420px]"
      />
    </ToastPrimitive.Provider>
  );
}
