/** An ISO 8601 instant as a `datetime-local` input's value, in the browser's time zone ('' stays ''). */
export function toDateInput(iso: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** A `datetime-local` value (the browser's time zone) as an ISO 8601 instant; '' stays ''. */
export function fromDateInput(value: string): string {
  return value ? new Date(value).toISOString() : '';
}
