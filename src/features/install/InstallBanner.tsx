/** Placeholder until the installable-app issue. */
export function InstallBanner() {
  return null;
}
