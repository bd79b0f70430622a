/** Chromium's install offer (not in the DOM typings): its default is prevented and the event kept to prompt later. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}
