import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n/useT';
import { CloseButton } from './close-button';

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: 'default' | 'error';
  /** One button in the toast (e.g. 'Reload'); a toast with an action stays until it is used or dismissed. */
  action?: ToastAction;
}

/** A button (`onClick`) or a link to a page of the app (`href`). */
export type ToastAction = { label: string; onClick: () => void; href?: never } | { label: string; href: string; onClick?: never };

const actionClass = 'mt-3 inline-flex h-9 items-center rounded-pill bg-ink px-4 text-sm font-medium text-ivory hover:bg-dusk';

const TOAST_DURATION_MS = 5000;
let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function dismissToast(id: number): void {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

/** Show a toast (docs/product.md#errors-and-messages). Lives in a tiny module store so any code, inside React or not, can raise one. */
export function toast(
  title: string,
  options: { description?: string; variant?: Toast['variant']; action?: ToastAction } = {},
): number {
  const id = nextId++;
  toasts = [...toasts, { id, title, description: options.description, variant: options.variant ?? 'default', action: options.action }];
  emit();
  if (!options.action) setTimeout(() => dismissToast(id), TOAST_DURATION_MS);
  return id;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The one live region that renders toasts; mounted once by the page shell. */
export function Toaster() {
  const current = useSyncExternalStore(subscribe, () => toasts, () => toasts);
  const translate = useT();
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-[60] flex flex-col items-center gap-2 p-4 sm:bottom-4 sm:items-end sm:px-6"
    >
      {current.map((t) => (
        <div
          key={t.id}
          role={t.variant === 'error' ? 'alert' : 'status'}
          className={cn(
            'pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-2xl border bg-ivory p-4 text-ink shadow-lift',
            t.variant === 'error' ? 'border-ember/50' : 'border-clay/70',
          )}
        >
          <div className="min-w-0 flex-1">
            <p className="font-medium">{t.title}</p>
            {t.description && <p className="mt-1 text-sm text-ink-soft">{t.description}</p>}
            {t.action?.href !== undefined && (
              <Link to={t.action.href} onClick={() => dismissToast(t.id)} className={actionClass}>
                {t.action.label}
              </Link>
            )}
            {t.action?.onClick && (
              <button
                type="button"
                onClick={() => {
                  dismissToast(t.id);
                  t.action?.onClick?.();
                }}
                className={actionClass}
              >
                {t.action.label}
              </button>
            )}
          </div>
          <CloseButton
            label={translate('ui.dismissNotification')}
            onClick={() => dismissToast(t.id)}
            className="-m-1 grid size-8 shrink-0 place-items-center rounded-full text-ink-soft hover:bg-sand"
            iconClassName="size-4"
          />
        </div>
      ))}
    </div>
  );
}
