import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';

/** A react-hook-form form checked by one of the schemas of validation.ts, starting from `defaultValues`. */
export function useZodForm<Values extends FieldValues>(schema: z.ZodType<Values, Values>, defaultValues: DefaultValues<Values>) {
  return useForm<Values>({ resolver: zodResolver(schema), defaultValues });
}
