import { useId, type ComponentProps, type ReactNode } from 'react';
import { FieldError } from '../../../components/ui/text-field';

/** A native checkbox with a rich label and its field message. */
export function CheckboxField({
  children,
  error,
  id,
  ...props
}: Omit<ComponentProps<'input'>, 'type' | 'children'> & { children: ReactNode; error?: string }) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5 size-[1.125rem] shrink-0 cursor-pointer rounded accent-ember"
          {...props}
        />
        <label htmlFor={inputId} className="text-sm leading-snug text-ink-soft">
          {children}
        </label>
      </div>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
