import { describe, expect, it } from 'vitest';
import { INSTALL_DISMISS_DAYS } from '../../config/site';
import { DISMISSED_AT_KEY, isDismissalActive, rememberDismissal } from './dismissal';

const DAY = 24 * 60 * 60 * 1000;

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
    clear: () => data.clear(),
    key: () => null,
    get length() {
      return data.size;
    },
  };
}

const brokenStorage = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
} as unknown as Storage;

describe('install banner dismissal memory', () => {
  it(`lasts ${INSTALL_DISMISS_DAYS} days to the millisecond`, () => {
    const storage = memoryStorage();
    rememberDismissal(1_000, storage);
    expect(storage.getItem(DISMISSED_AT_KEY)).toBe('1000');
    expect(isDismissalActive(1_000, storage)).toBe(true);
    expect(isDismissalActive(1_000 + INSTALL_DISMISS_DAYS * DAY - 1, storage)).toBe(true);
    expect(isDismissalActive(1_000 + INSTALL_DISMISS_DAYS * DAY, storage)).toBe(false);
  });

  it('ignores nothing stored, garbage, and timestamps from the future', () => {
    expect(isDismissalActive(5_000, memoryStorage())).toBe(false);
    expect(isDismissalActive(5_000, memoryStorage({ [DISMISSED_AT_KEY]: 'soon' }))).toBe(false);
    expect(isDismissalActive(5_000, memoryStorage({ [DISMISSED_AT_KEY]: '9000' }))).toBe(false);
  });

  it('survives storage that throws (private browsing, blocked storage)', () => {
    expect(() => rememberDismissal(1, brokenStorage)).not.toThrow();
    expect(isDismissalActive(1, brokenStorage)).toBe(false);
  });
});
