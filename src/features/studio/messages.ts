import type { Messages } from '@lingui/core';
import { DEFAULT_LOCALE } from '../../../shared/locales';
import { i18n } from '../../lib/i18n/i18n';
import studio from '../../locales/en.json?namespace=studio';

// The studio's English words, left out of the first bundle (scripts/vite/compiledCatalogs.ts), join the
// catalog when the studio's code loads; the other languages carry them already.
i18n.load(DEFAULT_LOCALE, studio as Messages);
