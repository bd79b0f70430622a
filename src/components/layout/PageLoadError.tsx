import { WifiOff } from 'lucide-react';
import { Component, type ReactNode } from 'react';
import { useT } from '../../lib/i18n/useT';
import { Button } from '../ui/button';
import { PageHero } from './PageHero';

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <>
      <PageHero eyebrow={t('layout.loadFailed.eyebrow')} title={t('layout.loadFailed.title')}>
        <p>{t('layout.loadFailed.message')}</p>
      </PageHero>
      <section className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-12 sm:px-6 lg:px-8">
        <WifiOff className="size-6 text-ink-soft" aria-hidden="true" />
        <Button variant="primary" onClick={onRetry}>
          {t('layout.loadFailed.retry')}
        </Button>
      </section>
    </>
  );
}

interface Props {
  /** The address: going elsewhere starts afresh. */
  resetKey: string;
  children: ReactNode;
}

/**
 * A page whose catalog data could not load (offline with nothing kept, the server unreachable): a calm word and
 * "Try again" in place of the page, the header and footer still there.
 */
export class PageLoadError extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <LoadFailed onRetry={() => this.setState({ failed: false })} />;
  }
}
