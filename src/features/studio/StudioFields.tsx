import { useId, type ComponentProps, type ReactNode } from 'react';
import { LOCALE_NAMES, LOCALES, type Locale } from '../../../shared/locales';
import { FieldError, inputClass, TextField } from '../../components/ui/text-field';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n/useT';
import type { LocalizedText } from './validation';

/** A label, a control built from its id and described-by, and the field's message. */
function LabelledControl({ label, error, hint, control }: {
  label: string;
  error?: string;
  hint?: ReactNode;
  control: (props: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="mt-0.5 text-sm text-ink-soft">
          {hint}
        </p>
      )}
      <div className="mt-1.5">{control({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described || undefined })}</div>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  );
}

export function TextAreaField({ label, error, ...props }: ComponentProps<'textarea'> & { label: string; error?: string }) {
  return <LabelledControl label={label} error={error} control={(ids) => <textarea rows={4} className={cn(inputClass, 'h-auto py-3 leading-relaxed')} {...ids} {...props} />} />;
}

export function SelectField({ label, error, hint, children, ...props }: ComponentProps<'select'> & { label: string; error?: string; hint?: ReactNode }) {
  return (
    <LabelledControl
      label={label}
      error={error}
      hint={hint}
      control={(ids) => (
        <select className={inputClass} {...ids} {...props}>
          {children}
        </select>
      )}
    />
  );
}

export interface LocalizedField {
  /** The database's field name: `title`, `description`, `bio`. */
  name: string;
  label: string;
  multiline?: boolean;
}

/**
 * The catalog's texts in each language, one group per language (English first, required where the form says so);
 * an empty translation falls back to English on the site.
 */
export function LocalizedFields({ fields, values, errors, onChange, message }: {
  fields: LocalizedField[];
  values: Record<string, LocalizedText>;
  errors: Record<string, string>;
  onChange: (name: string, language: Locale, value: string) => void;
  message: (field: string) => string | undefined;
}) {
  const t = useT();
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      {LOCALES.map((language) => (
        <fieldset key={language} className="rounded-2xl border border-clay/70 bg-white/60 p-4 sm:p-5">
          <legend className="px-1 font-display text-lg text-ink">
            {LOCALE_NAMES[language]}
          </legend>
          {language !== 'en' && <p className="text-sm text-ink-soft">{t('studio.fallback')}</p>}
          <div className="mt-3 space-y-4">
            {fields.map((field) => {
              const key = `${field.name}.${language}`;
              const common = {
                label: field.label,
                lang: language,
                value: values[field.name]?.[language] ?? '',
                error: key in errors ? message(key) : undefined,
                onChange: (event: { target: { value: string } }) => onChange(field.name, language, event.target.value),
              };
              return field.multiline ? <TextAreaField key={key} {...common} /> : <TextField key={key} {...common} />;
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
