import { z } from 'zod';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MAX_YEARS_AHEAD = 100;

/**
 * A point in time as the premium functions take it: an ISO 8601 date-time with its offset (what the studio sends:
 * the end of the day the editor chose, where they are), or a bare date, read as the end of that day in UTC.
 */
export const instant = z
  .string()
  .max(40)
  .transform((text, ctx) => {
    const day = DAY.test(text);
    const date = new Date(day ? `${text}T23:59:59.999Z` : text);
    // A day that does not exist (February 30th) would roll over into March: it must read back as itself.
    const valid = day ? !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text) : z.iso.datetime({ offset: true }).safeParse(text).success;
    if (!valid) ctx.addIssue({ code: 'custom', message: 'not a date' });
    return date;
  });

/** Whether `date` is after `now` and at most a hundred years ahead (a typo's year 20260 is refused). */
export function isAhead(date: Date, now: number): boolean {
  const limit = new Date(now);
  limit.setUTCFullYear(limit.getUTCFullYear() + MAX_YEARS_AHEAD);
  return date.getTime() > now && date <= limit;
}
