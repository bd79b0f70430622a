import { WhenStarted } from '../../components/ui/when-started';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n/useT';
import { SORT_ORDERS, type SortOrder } from './sortVideos';

/** The Newest/Popular toggle: two pressed-state buttons in one labelled group, shown once the app runs them. */
export function SortToggle({ value, onChange }: { value: SortOrder; onChange: (order: SortOrder) => void }) {
  const t = useT();
  return (
    <WhenStarted role="group" aria-label={t('catalog.sort')} className="inline-flex rounded-pill bg-sand p-1 ring-1 ring-ink/5">
      {SORT_ORDERS.map((option) => {
        const pressed = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(option.value)}
            className={cn(
              'rounded-pill px-4 py-1.5 text-sm font-medium transition-colors duration-200',
              pressed ? 'bg-ivory text-ink shadow-soft' : 'text-ink-soft hover:text-ink',
            )}
          >
            {t(option.label)}
          </button>
        );
      })}
    </WhenStarted>
  );
}
