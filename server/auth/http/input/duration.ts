const UNIT_MS: Record<string, number> = { ns: 1e-6, us: 1e-3, 'µs': 1e-3, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** Parse a Go duration ("24h", "1h30m", "90s"), as GoTrue's `ban_duration` takes; undefined if invalid. */
export function parseGoDuration(value: string): number | undefined {
  const parts = [...value.matchAll(/(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/g)];
  if (!parts.length || parts.map((p) => p[0]).join('') !== value) return undefined;
  return parts.reduce((total, [, amount, unit]) => total + Number(amount) * (UNIT_MS[unit as string] ?? 0), 0);
}
