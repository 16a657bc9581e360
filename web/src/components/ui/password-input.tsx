/**
 * A password input with a show/hide toggle (docs/product/accounts-and-sessions.md "Auth modal").
 * `secretName` is what the toggle's label calls the secret: "Show password" by default,
 * "Show passphrase" on a share link.
 */
import { Eye, EyeOff } from 'lucide-react';
import { forwardRef, useState, type InputHTMLAttributes } from 'react';
import { Input } from './input';

export const PasswordInput = forwardRef<
  HTMLInputElement,
  Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { secretName?: string }
>(function PasswordInput({ secretName = 'password', ...props }, ref) {
  const [isVisible, setIsVisible] = useState(false);
  return (
    <div className="relative">
      <Input ref={ref} type={isVisible ? 'text' : 'password'} className="pr-12" {...props} />
      <button
        type="button"
        onClick={() => setIsVisible((visible) => !visible)}
        aria-label={`${isVisible ? 'Hide' : 'Show'} ${secretName}`}
        aria-pressed={isVisible}
        className="absolute inset-y-0 right-1 my-1 flex w-10 items-center justify-center rounded-lg text-ink-soft hover:text-ink"
      >
        {isVisible ? <EyeOff className="size-5" aria-hidden /> : <Eye className="size-5" aria-hidden />}
      </button>
    </div>
  );
});
