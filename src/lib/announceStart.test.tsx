import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnnounceStart, APP_STARTED_EVENT } from './announceStart';

describe('AnnounceStart', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('announces once, in a task after the commit, that the app owns the page', () => {
    const heard = vi.fn();
    document.addEventListener(APP_STARTED_EVENT, heard);
    const { container } = render(
      <StrictMode>
        <AnnounceStart />
      </StrictMode>,
    );
    expect(container.innerHTML).toBe(''); // nothing to hydrate
    expect(heard).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(heard).toHaveBeenCalledTimes(1); // StrictMode's second effect run replaced the first
    document.removeEventListener(APP_STARTED_EVENT, heard);
  });
});
