import { site } from '../../../shared/site';

/** Every word the install banner and its toasts show (docs/product.md#install). */
export const installCopy = {
  title: `Install ${site.name}`,
  subtitle: 'Access offline & get app experience',
  installButton: 'Install App',
  laterButton: 'Later',
  iosSteps: { share: 'Share', addToHomeScreen: 'Add to Home Screen' },
  cancelled: { title: 'Installation cancelled', description: 'You can install the app any time from your browser menu.' },
  failed: { title: 'Installation failed', description: 'Something went wrong. Please try again from your browser menu.' },
  installed: { title: 'App installed', description: `Open ${site.name} from your home screen or apps, even offline.` },
} as const;
