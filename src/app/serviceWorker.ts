import type { Workbox } from 'workbox-window';
import { toast } from '../components/ui/toast';
import { translate } from '../lib/i18n/i18n';

type WorkboxLike = Pick<Workbox, 'addEventListener' | 'messageSkipWaiting' | 'register'>;

export interface RegisterOptions {
  nav?: Navigator;
  /** Off in the dev server, where no sw.js is built. */
  enabled?: boolean;
  /** workbox-window is loaded on demand so it stays out of the initial bundle. */
  createWorkbox?: (url: string, options: RegistrationOptions) => Promise<WorkboxLike>;
  reload?: () => void;
}

async function loadWorkbox(url: string, options: RegistrationOptions): Promise<WorkboxLike> {
  const { Workbox } = await import('workbox-window');
  return new Workbox(url, options);
}

/**
 * Register the service worker from the site root; a failure is only logged (docs/product.md#routes). When a new
 * version is installed and waiting, a toast offers to reload into it.
 */
export async function registerServiceWorker({
  nav = navigator,
  enabled = import.meta.env.PROD,
  createWorkbox = loadWorkbox,
  reload = () => window.location.reload(),
}: RegisterOptions = {}): Promise<void> {
  if (!enabled || !('serviceWorker' in nav)) return;
  try {
    const wb = await createWorkbox('/sw.js', { scope: '/' });
    wb.addEventListener('waiting', () => {
      toast(translate('app.update.title'), {
        description: translate('app.update.description'),
        action: {
          label: translate('app.update.action'),
          onClick: () => {
            // Reload once the new worker has taken over, so the page and its worker match.
            wb.addEventListener('controlling', () => reload());
            wb.messageSkipWaiting();
          },
        },
      });
    });
    await wb.register();
  } catch (error) {
    console.error('Service worker registration failed', error);
  }
}
