import { formatCode } from '../../../../shared/premiumCode';
import type { DataClient } from '../../../lib/data/dataClient';
import type { Database } from '../../../lib/data/schema';
import { callStudioFunction, type FunctionAnswer } from '../functionRequest';
import { answerOf } from '../studioErrors';

type CodeRow = Database['public']['Tables']['premium_codes']['Row'];
type Redemption = Database['public']['Tables']['premium_code_redemptions']['Row'];

export interface GiftCode extends Pick<CodeRow, 'id' | 'months' | 'max_uses' | 'expires_at' | 'note' | 'created_at'> {
  /** As shown: XXXX-XXXX-XXXX-XXXX. */
  code: string;
  redemptions: Redemption[];
}

export interface CodeBatch {
  batchId: string;
  createdAt: string;
  codes: GiftCode[];
}

/** The newest codes the list shows (and the CSV holds). */
const LIST_LIMIT = 5000;

/** The newest codes, by batch (newest first), each with its redemptions. */
export async function listBatches(client: DataClient): Promise<CodeBatch[]> {
  const codes: Omit<CodeRow, 'created_by'>[] =
    answerOf(
    await client.from('premium_codes').select('id, code, batch_id, months, max_uses, expires_at, note, created_at').order('created_at', { ascending: false }).limit(LIST_LIMIT),
    ) ?? [];
  const ids = codes.map((code) => code.id);
  const redemptions: Redemption[] = ids.length ? (answerOf(await client.from('premium_code_redemptions').select('code_id, user_id, redeemed_at').in('code_id', ids)) ?? []) : [];
  const batches = new Map<string, CodeBatch>();
  for (const { batch_id: batchId, code, ...row } of codes) {
    const batch = batches.get(batchId) ?? { batchId, createdAt: row.created_at, codes: [] };
    batch.codes.push({ ...row, code: formatCode(code), redemptions: redemptions.filter((redemption) => redemption.code_id === row.id) });
    batches.set(batchId, batch);
  }
  return [...batches.values()];
}

export interface NewCodes {
  count: number;
  months: number;
  maxUses: number;
  expiresAt: string | null;
  note?: string;
}

export const createCodes = (request: NewCodes): Promise<FunctionAnswer> => callStudioFunction('premium-codes', request);

const CSV_COLUMNS = ['code', 'batch', 'months', 'uses', 'max_uses', 'expires_at', 'note', 'created_at'];
const cell = (value: unknown) => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** The codes as CSV (RFC 4180), one line per code, with a header. */
export function codesCsv(batches: CodeBatch[]): string {
  const lines = batches.flatMap((batch) =>
    batch.codes.map((code) =>
      [code.code, batch.batchId, code.months, code.redemptions.length, code.max_uses, code.expires_at, code.note, code.created_at].map(cell).join(','),
    ),
  );
  return [CSV_COLUMNS.join(','), ...lines].join('\r\n') + '\r\n';
}
