import type { Locale } from '../../../shared/locales';
import { fieldMessage, type FieldErrors, type LocalizedText } from './validation';

/** The message beside a field the save refused, if any. */
export const messageFor = (errors: FieldErrors) => (field: string) => (errors[field] ? fieldMessage(field, errors[field]) : undefined);

/** Sets one language of one of the item's texts (`title`, `description`, `bio`). */
export function textSetter<V, F extends keyof V & string>(onChange: (update: (values: V) => V) => void) {
  return (name: string, language: Locale, value: string) =>
    onChange((current) => {
      const field = name as F;
      return { ...current, [field]: { ...(current[field] as LocalizedText), [language]: value } };
    });
}

/** A file input drawn as the site's outline button followed by the chosen file's name. */
export const fileInputClass =
  'block w-full text-sm text-ink-soft file:mr-3 file:rounded-pill file:border file:border-ink/20 file:bg-transparent file:px-4 file:py-2 file:text-sm file:font-medium file:text-ink hover:file:bg-sand';

/** The focus ring of a label drawn as a button for the visually hidden file input just before it (`peer`). */
export const fileLabelFocus = 'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ember';
