import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../components/ui/button';
import { FieldError, inputClass } from '../../components/ui/text-field';
import { useT } from '../../lib/i18n/useT';

const move = (ids: string[], from: number, to: number) => {
  const next = [...ids];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
};

/**
 * One of the home page's lists: its items in order, each with Move up, Move down and Remove buttons (named for the
 * item), and a choice to add one more.
 */
export function OrderedList({ title, ids, names, choices, error, onChange }: {
  title: string;
  ids: string[];
  names: Map<string, string>;
  /** Every item that may be added, by id, in the order to offer them. */
  choices: string[];
  error?: string;
  onChange: (ids: string[]) => void;
}) {
  const t = useT();
  const id = useId();
  const name = (item: string) => names.get(item) ?? item;
  return (
    <section aria-labelledby={`${id}-title`} className="min-w-0 rounded-2xl border border-clay/70 bg-white/60 p-4 sm:p-5">
      <h3 id={`${id}-title`} className="font-display text-lg text-ink">
        {title}
      </h3>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
      <ol className="mt-3 space-y-2">
        {ids.map((item, index) => (
          <li key={item} className="flex items-center gap-2 rounded-xl border border-clay/50 bg-ivory px-3 py-2">
            <span className="w-6 shrink-0 text-sm tabular-nums text-ink-soft">{index + 1}</span>
            <span className="min-w-0 flex-1 truncate text-sm text-ink">{name(item)}</span>
            <Button variant="ghost" size="icon" className="size-9" disabled={index === 0} aria-label={t('studio.home.up', { name: name(item) })} onClick={() => onChange(move(ids, index, index - 1))}>
              <ArrowUp aria-hidden="true" />
            </Button>
            <Button variant="ghost" size="icon" className="size-9" disabled={index === ids.length - 1} aria-label={t('studio.home.down', { name: name(item) })} onClick={() => onChange(move(ids, index, index + 1))}>
              <ArrowDown aria-hidden="true" />
            </Button>
            <Button variant="ghost" size="icon" className="size-9" aria-label={t('studio.home.remove', { name: name(item) })} onClick={() => onChange(ids.filter((other) => other !== item))}>
              <X aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ol>
      <select
        aria-label={t('studio.home.add', { list: title })}
        aria-describedby={error ? `${id}-error` : undefined}
        value=""
        onChange={(event) => event.target.value && onChange([...ids, event.target.value])}
        className={`${inputClass} mt-3`}
      >
        <option value="">{t('studio.home.addPrompt')}</option>
        {choices
          .filter((choice) => !ids.includes(choice))
          .map((choice) => (
            <option key={choice} value={choice}>
              {name(choice)}
            </option>
          ))}
      </select>
    </section>
  );
}
