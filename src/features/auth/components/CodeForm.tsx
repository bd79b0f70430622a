import type { ReactNode } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { useZodForm } from '../useZodForm';
import { codeSchema } from '../validation';
import { SubmitButton } from './SubmitButton';

/**
 * One field for a 6-digit code and its submit button: the second sign-in step, two-factor enrolment and
 * the reauthentication code share it. `onCode` runs with the digits; the button is pending meanwhile.
 */
export function CodeForm({
  label,
  submitLabel,
  pendingLabel,
  onCode,
  children,
}: {
  label: string;
  submitLabel: string;
  pendingLabel: string;
  onCode: (code: string) => Promise<void>;
  /** Below the button: a way back, say. */
  children?: ReactNode;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useZodForm(codeSchema, { code: '' });

  return (
    <form noValidate onSubmit={handleSubmit(({ code }) => onCode(code))} className="space-y-4">
      <TextField
        label={label}
        inputMode="numeric"
        autoComplete="one-time-code"
        // The code is the one thing left to do when this form appears.
        autoFocus
        error={errors.code?.message}
        {...register('code')}
      />
      <SubmitButton pending={isSubmitting} pendingLabel={pendingLabel}>
        {submitLabel}
      </SubmitButton>
      {children}
    </form>
  );
}
