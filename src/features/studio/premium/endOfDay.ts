/** The end of a day chosen in a date field (YYYY-MM-DD), where the editor is, as an ISO date-time the server reads. */
export function endOfLocalDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date, 23, 59, 59, 999).toISOString();
}
