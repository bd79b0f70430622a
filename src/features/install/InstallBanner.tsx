import { useEffect, useState, type ComponentType } from 'react';
import { useInstallBanner, type InstallBannerState } from './useInstallBanner';

type Card = ComponentType<InstallBannerState>;

// The card's code loads only once there is a banner to show: most visits never need it. Not React.lazy: a
// Suspense boundary reveals on a timer, and the card must appear as soon as its code has arrived.
const loadCard = () => import('./InstallBannerCard').then((module): Card => module.default);

/** The install-as-app banner (docs/product.md#install), while its rules say it shows. */
export function InstallBanner() {
  const banner = useInstallBanner();
  const [Card, setCard] = useState<Card | null>(null);
  const shown = banner.mode !== 'hidden';

  useEffect(() => {
    if (!shown || Card) return;
    let current = true;
    loadCard().then(
      (card) => current && setCard(() => card),
      (error: unknown) => console.error('The install banner could not load', error),
    );
    return () => {
      current = false;
    };
  }, [shown, Card]);

  return shown && Card ? <Card {...banner} /> : null;
}
