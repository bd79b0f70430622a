import type { PostgrestError } from '@supabase/postgrest-js';

/**
 * Why a studio save failed: someone saved the item since it was opened (PT409), a field the database refused
 * (23514, or 23505 for a taken slug: `details` names the field, `hint` the rule; decision 2521), or anything else.
 */
export type SaveProblem = { kind: 'conflict' } | { kind: 'field'; field: string; rule: string } | { kind: 'failed'; message: string };

export function saveProblemFrom(error: Pick<PostgrestError, 'code' | 'details' | 'hint' | 'message'>): SaveProblem {
  if (error.code === 'PT409') return { kind: 'conflict' };
  if ((error.code === '23514' || error.code === '23505') && error.details && error.hint) {
    return { kind: 'field', field: error.details, rule: error.hint };
  }
  return { kind: 'failed', message: error.message };
}

/** A save refused by the data API, carrying what the form shows. */
export class SaveFailed extends Error {
  constructor(readonly problem: SaveProblem) {
    super(problem.kind);
  }
}

/** The answer of a postgrest-js call, or a SaveFailed. */
export function answerOf<T>({ data, error }: { data: T; error: PostgrestError | null }): T {
  if (error) throw new SaveFailed(saveProblemFrom(error));
  return data;
}
