/** created_at as the profile shows it, e.g. "March 4, 2026"; '' when the date is unreadable. */
export function formatMemberSince(createdAt: string, locale = 'en-US'): string {
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric' }).format(date);
}
