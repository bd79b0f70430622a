import { describe, expect, it } from 'vitest';
import { isStandalone, needsManualInstall } from './platform';

const nav = (userAgent: string, maxTouchPoints = 0) => ({ userAgent, maxTouchPoints }) as Navigator;

function fakeWindow({ displayModeStandalone = false, iosStandalone }: { displayModeStandalone?: boolean; iosStandalone?: boolean }) {
  return {
    navigator: { standalone: iosStandalone },
    matchMedia: (query: string) => ({ matches: displayModeStandalone && query === '(display-mode: standalone)' }),
  } as unknown as Window;
}

describe('isStandalone', () => {
  it('is true for display-mode standalone or an iOS home-screen app, false in a browser tab', () => {
    expect(isStandalone(fakeWindow({ displayModeStandalone: true }))).toBe(true);
    expect(isStandalone(fakeWindow({ iosStandalone: true }))).toBe(true);
    expect(isStandalone(fakeWindow({ iosStandalone: false }))).toBe(false);
  });
});

describe('needsManualInstall', () => {
  it('is true on iPhone and iPad (including iPadOS, which reports a Mac with touch)', () => {
    expect(needsManualInstall(nav('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Safari/604.1'))).toBe(true);
    expect(needsManualInstall(nav('Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) Safari/604.1'))).toBe(true);
    expect(needsManualInstall(nav('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Version/17.4 Safari/605.1.15', 5))).toBe(true);
  });

  it('is false where the browser offers installation itself, and on a desktop Mac', () => {
    expect(needsManualInstall(nav('Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/126.0 Mobile Safari/537.36', 5))).toBe(false);
    expect(needsManualInstall(nav('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Version/17.4 Safari/605.1.15', 0))).toBe(false);
  });
});
