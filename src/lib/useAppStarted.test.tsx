import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useAppStarted } from './useAppStarted';

function Probe() {
  return <p>{useAppStarted() ? 'started' : 'not yet'}</p>;
}

describe('useAppStarted', () => {
  it('is false in the prerendered HTML and while hydrating, true once the app owns the page', async () => {
    const html = renderToString(<Probe />);
    expect(html).toContain('not yet');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const rendered: string[] = [];
    const observer = new MutationObserver(() => rendered.push(container.textContent ?? ''));
    observer.observe(container, { subtree: true, characterData: true, childList: true });
    await act(async () => {
      render(<Probe />, { container, hydrate: true });
    });
    observer.disconnect();
    expect(screen.getByText('started')).toBeInTheDocument();
    expect(rendered[0]).toBe('started'); // hydration kept the HTML as it was; the next render changed it
  });

  it('is true at once on a page the app renders itself', () => {
    render(<Probe />);
    expect(screen.getByText('started')).toBeInTheDocument();
  });
});
