import type { DataClient } from '../../lib/data/dataClient';
import type { Database } from '../../lib/data/schema';
import { answerOf } from './studioErrors';

export type Change = Pick<Database['public']['Tables']['catalog_changes']['Row'], 'id' | 'changed_at' | 'changed_by_email' | 'changed_by_role' | 'table_name' | 'row_id' | 'operation' | 'diff'>;

const HISTORY_LIMIT = 50;

/** An item's changes, newest first: its own row and its translations' rows (keyed `<id>/<language>`). */
export async function loadHistory(client: DataClient, item: { table: 'videos' | 'teachers'; id: string }): Promise<Change[]> {
  const translations = item.table === 'videos' ? 'video_translations' : 'teacher_translations';
  return (
    answerOf(
      await client
        .from('catalog_changes')
        .select('id, changed_at, changed_by_email, changed_by_role, table_name, row_id, operation, diff')
        .or(`and(table_name.eq.${item.table},row_id.eq.${item.id}),and(table_name.eq.${translations},row_id.like.${item.id}/*)`)
        .order('changed_at', { ascending: false })
        .order('id', { ascending: false })
        .limit(HISTORY_LIMIT),
    ) ?? []
  );
}
