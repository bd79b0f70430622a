/** The app already runs as an installed app (docs/product.md#install: display-mode standalone counts as installed). */
export function isStandalone(win: Window = window): boolean {
  const iosStandalone = (win.navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || (win.matchMedia?.('(display-mode: standalone)').matches ?? false);
}

/**
 * iPhone and iPad never fire beforeinstallprompt: installing is Share → Add to Home Screen.
 * iPadOS reports itself as a Mac, told apart by its touch screen.
 */
export function needsManualInstall(nav: Navigator = navigator): boolean {
  if (/iPhone|iPad|iPod/.test(nav.userAgent)) return true;
  return /Macintosh/.test(nav.userAgent) && nav.maxTouchPoints > 1;
}
