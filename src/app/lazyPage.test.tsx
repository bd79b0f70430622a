import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyPage } from './lazyPage';

const About = () => <h1>About us</h1>;

describe('lazyPage', () => {
  it('renders at once, without its Suspense fallback, once preloaded', async () => {
    const Page = lazyPage(async () => ({ default: About }));
    await Page.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'About us' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('suspends like React.lazy when not preloaded', async () => {
    const Page = lazyPage(async () => ({ default: About }));
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => {});
    expect(screen.getByRole('heading', { name: 'About us' })).toBeInTheDocument();
  });
});
