import { useCallback, useEffect, useState } from 'react';
import './messages';
import { toast } from '../../components/ui/toast';
import { loadDataClient, type DataClient } from '../../lib/data/dataClient';
import { translate } from '../../lib/i18n/i18n';
import { SaveFailed, type SaveProblem } from './studioErrors';
import type { FieldErrors } from './validation';

/** An item as opened: its values and the version to send back with the save (null: not saved yet). */
export interface Opened<V> {
  version: string | null;
  values: V;
}

export type EditorState<V> =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'ready'; version: string | null; values: V; errors: FieldErrors; conflict: boolean; saving: boolean };

/**
 * One studio item in a form: loaded, edited, validated, saved in one call. A save someone else's save overtook
 * (conflict) keeps what the editor typed and offers a reload; a field the database refused is marked beside it.
 */
export function useEditor<V>({ load, save, validate, onSaved }: {
  load: (client: DataClient) => Promise<Opened<V> | undefined>;
  save: (client: DataClient, version: string | null, values: V) => Promise<string>;
  validate: (values: V) => FieldErrors;
  onSaved?: (values: V) => void;
}) {
  const [state, setState] = useState<EditorState<V>>({ status: 'loading' });
  const [savedCount, setSavedCount] = useState(0);

  const reload = useCallback(async () => {
    const opened = await load(await loadDataClient());
    setState(opened ? { status: 'ready', ...opened, errors: {}, conflict: false, saving: false } : { status: 'missing' });
  }, [load]);

  useEffect(() => {
    reload().catch(() => setState({ status: 'missing' }));
  }, [reload]);

  const change = (update: (values: V) => V) =>
    setState((current) => (current.status === 'ready' ? { ...current, values: update(current.values) } : current));

  const settle = (patch: Partial<Extract<EditorState<V>, { status: 'ready' }>>) =>
    setState((current) => (current.status === 'ready' ? { ...current, saving: false, ...patch } : current));

  const submit = async (values: V) => {
    if (state.status !== 'ready' || state.saving) return;
    const errors = validate(values);
    setState({ ...state, values, errors, saving: Object.keys(errors).length === 0 });
    if (Object.keys(errors).length > 0) return;
    try {
      const version = await save(await loadDataClient(), state.version, values);
      settle({ version, errors: {}, conflict: false });
      setSavedCount((count) => count + 1);
      toast(translate('studio.saved'));
      onSaved?.(values);
    } catch (error) {
      const problem: SaveProblem = error instanceof SaveFailed ? error.problem : { kind: 'failed', message: translate('studio.saveFailed') };
      if (problem.kind === 'conflict') settle({ conflict: true });
      else if (problem.kind === 'field') settle({ errors: { [problem.field]: problem.rule } });
      else {
        settle({});
        toast(translate('studio.saveFailed'), { description: problem.message, variant: 'error' });
      }
    }
  };

  return { state, change, submit, reload: () => void reload(), savedCount };
}
