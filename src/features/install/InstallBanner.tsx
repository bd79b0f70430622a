import { lazy, Suspense } from 'react';
import { useInstallBanner } from './useInstallBanner';

// The card's code loads only once there is a banner to show: most visits never need it.
const InstallBannerCard = lazy(() => import('./InstallBannerCard'));

/** The install-as-app banner (docs/product.md#install), while its rules say it shows. */
export function InstallBanner() {
  const banner = useInstallBanner();
  if (banner.mode === 'hidden') return null;
  return (
    <Suspense fallback={null}>
      <InstallBannerCard {...banner} />
    </Suspense>
  );
}
