import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { site } from '../../../shared/site';
import { toast } from '../../components/ui/toast';
import { INSTALL_BANNER_DELAY_MS } from '../../config/site';
import { translate } from '../../lib/i18n/i18n';
import type { BeforeInstallPromptEvent } from './beforeInstallPrompt';
import { isDismissalActive, rememberDismissal } from './dismissal';
import { isStandalone, needsManualInstall } from './platform';

/** hidden, offering the browser's install prompt, or showing Add to Home Screen steps (iOS). */
export type InstallBannerMode = 'hidden' | 'prompt' | 'manual';

export interface InstallBannerState {
  mode: InstallBannerMode;
  install: () => Promise<void>;
  dismiss: () => void;
}

/**
 * Shows the banner INSTALL_BANNER_DELAY_MS after the browser offers installation (the offer kept in `offer`), or
 * on a platform that installs by hand; hides it for good on install or once the app runs standalone.
 */
function useInstallTriggers(offer: RefObject<BeforeInstallPromptEvent | null>, setMode: (mode: InstallBannerMode) => void, announceInstalled: () => void) {
  useEffect(() => {
    if (isStandalone()) return;
    let showTimer: ReturnType<typeof setTimeout> | undefined;

    const scheduleShow = (next: Exclude<InstallBannerMode, 'hidden'>) => {
      if (showTimer !== undefined || isDismissalActive(Date.now())) return;
      showTimer = setTimeout(() => {
        if (!isDismissalActive(Date.now())) setMode(next);
      }, INSTALL_BANNER_DELAY_MS);
    };
    const hideForGood = () => {
      clearTimeout(showTimer);
      offer.current = null;
      setMode('hidden');
    };

    const onBeforeInstallPrompt = (event: Event) => {
      event.preventDefault();
      offer.current = event as BeforeInstallPromptEvent;
      scheduleShow('prompt');
    };
    const onAppInstalled = () => {
      hideForGood();
      announceInstalled();
    };
    const standaloneQuery = window.matchMedia?.('(display-mode: standalone)');
    const onDisplayModeChange = (event: MediaQueryListEvent) => {
      if (event.matches) hideForGood();
    };

    window.addEventListener('beforeinstallprompt', onBeforeInstallPrompt);
    window.addEventListener('appinstalled', onAppInstalled);
    standaloneQuery?.addEventListener('change', onDisplayModeChange);
    if (needsManualInstall()) scheduleShow('manual');

    return () => {
      clearTimeout(showTimer);
      window.removeEventListener('beforeinstallprompt', onBeforeInstallPrompt);
      window.removeEventListener('appinstalled', onAppInstalled);
      standaloneQuery?.removeEventListener('change', onDisplayModeChange);
    };
  }, [offer, setMode, announceInstalled]);
}

/**
 * The install banner's rules (docs/product.md#install): shown INSTALL_BANNER_DELAY_MS after the browser offers
 * installation, never when running standalone or within INSTALL_DISMISS_DAYS of a dismissal; gone on
 * install, on dismiss and once the prompt has been used.
 */
export function useInstallBanner(): InstallBannerState {
  const [mode, setMode] = useState<InstallBannerMode>('hidden');
  const offer = useRef<BeforeInstallPromptEvent | null>(null);
  const installedAnnounced = useRef(false);

  const announceInstalled = useCallback(() => {
    if (installedAnnounced.current) return;
    installedAnnounced.current = true;
    toast(translate('install.installed.title'), { description: translate('install.installed.description', { name: site.name }) });
  }, []);

  useInstallTriggers(offer, setMode, announceInstalled);

  const dismiss = useCallback(() => {
    rememberDismissal(Date.now());
    setMode('hidden');
  }, []);

  const install = useCallback(async () => {
    const event = offer.current;
    if (!event) return;
    // A kept event can prompt only once.
    offer.current = null;
    setMode('hidden');
    try {
      await event.prompt();
      const { outcome } = await event.userChoice;
      if (outcome === 'accepted') {
        announceInstalled();
      } else {
        rememberDismissal(Date.now());
        toast(translate('install.cancelled.title'), { description: translate('install.cancelled.description') });
      }
    } catch (error) {
      console.error('Install prompt failed', error);
      toast(translate('install.failed.title'), { description: translate('install.failed.description'), variant: 'error' });
    }
  }, [announceInstalled]);

  return { mode, install, dismiss };
}
