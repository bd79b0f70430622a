import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

export const inputClass =
  'block h-12 w-full rounded-xl border border-clay bg-white px-4 text-[0.95rem] text-ink shadow-[inset_0_1px_2px_rgb(42_34_29/0.04)] transition-colors focus:border-ember focus:outline-none focus:ring-2 focus:ring-ember/25 aria-[invalid=true]:border-ember-deep';

/** A labelled input with its field message; spread react-hook-form's register() into it. `inputClass` styles a textarea or select alike. */
export function TextField({
  label,
  error,
  labelAction,
  trailing,
  id,
  className,
  ...props
}: ComponentProps<'input'> & { label: string; error?: string; labelAction?: ReactNode; trailing?: ReactNode }) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div className={className}>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={inputId} className="text-sm font-medium text-ink">
          {label}
        </label>
        {labelAction}
      </div>
      <div className="relative mt-1.5">
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={cn(inputClass, trailing ? 'pr-12' : undefined)}
          {...props}
        />
        {trailing && <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div>}
      </div>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1.5 text-sm text-ember-deep">
      {children}
    </p>
  );
}
