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
