import { useEffect, useState, type ReactNode } from 'react';
import { loadDataClient } from '../../lib/data/dataClient';
import { useLocale, useT } from '../../lib/i18n/useT';
import { loadHistory, type Change } from './historyRequests';

const shown = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
};

/** A changed column, named with its language for a translation's row (`title (fr)`). */
const columnName = (change: Change, column: string) => {
  const language = change.row_id.split('/')[1];
  return language ? `${column} (${language})` : column;
};

/** An item's edit history from public.catalog_changes, newest first: who, when, and each field from → to. */
export function HistoryList({ table, id, refreshKey }: { table: 'videos' | 'teachers'; id: string; refreshKey: number }) {
  const [changes, setChanges] = useState<Change[] | undefined>();

  useEffect(() => {
    let current = true;
    loadDataClient()
      .then((client) => loadHistory(client, { table, id }))
      .then((rows) => current && setChanges(rows))
      .catch(() => current && setChanges([]));
    return () => {
      current = false;
    };
  }, [table, id, refreshKey]);

  return <ChangeHistory changes={changes} />;
}

/**
 * The History section: each change (nothing while `changes` is unknown), newest first. Each says what changed in
 * the lines `describe` gives for it, or else by its columns (from → to).
 */
export function ChangeHistory({ changes, describe }: { changes: Change[] | undefined; describe?: (change: Change) => ReactNode[] | undefined }) {
  const t = useT();
  const locale = useLocale();
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const columnLines = (change: Change) =>
    Object.entries(change.diff).map(([column, { old: before, new: after }]) => (
      <>
        <span className="font-medium text-ink">{columnName(change, column)}</span>:{' '}
        {change.operation === 'insert' ? shown(after) : change.operation === 'delete' ? t('studio.history.removed', { value: shown(before) }) : `${shown(before)} → ${shown(after)}`}
      </>
    ));
  return (
    <section aria-labelledby="studio-history" className="border-t border-clay/70 pt-6">
      <h2 id="studio-history" className="font-display text-xl text-ink">
        {t('studio.history.title')}
      </h2>
      {changes === undefined ? null : changes.length === 0 ? (
        <p className="mt-2 text-sm text-ink-soft">{t('studio.history.empty')}</p>
      ) : (
        <ol className="mt-3 space-y-3">
          {changes.map((change) => (
            <li key={change.id} className="rounded-2xl border border-clay/60 bg-white/60 p-4 text-sm">
              <p className="text-ink">
                <span className="font-medium">{change.changed_by_email ?? change.changed_by_role}</span>
                {' · '}
                <time dateTime={change.changed_at}>{when.format(new Date(change.changed_at))}</time>
              </p>
              <ul className="mt-2 space-y-1 text-ink-soft">
                {(describe?.(change) ?? columnLines(change)).map((line, index) => (
                  <li key={index} className="break-words">
                    {line}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
