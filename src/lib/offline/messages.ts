import type { Messages } from '@lingui/core';
import { DEFAULT_LOCALE } from '../../../shared/locales';
import offline from '../../locales/en.json?namespace=offline';
import { i18n } from '../i18n/i18n';

// The English words of downloads (the watch page's Download, the library's Downloads, the player offline) load
// with the parts that show them, not the first bundle (scripts/vite/compiledCatalogs.ts).
i18n.load(DEFAULT_LOCALE, offline as Messages);
