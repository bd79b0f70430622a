import type { Messages } from '@lingui/core';
import { DEFAULT_LOCALE } from '../../../shared/locales';
import premium from '../../locales/en.json?namespace=premium';
import { i18n } from '../i18n/i18n';

// Premium's English words (plans, codes, the wait after Checkout, the membership, the end of a preview) load with
// the parts that show them, not the first bundle (scripts/vite/compiledCatalogs.ts); other languages carry them.
i18n.load(DEFAULT_LOCALE, premium as Messages);
