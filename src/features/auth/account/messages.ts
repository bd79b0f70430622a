import type { Messages } from '@lingui/core';
import { DEFAULT_LOCALE } from '../../../../shared/locales';
import { i18n } from '../../../lib/i18n/i18n';
import account from '../../../locales/en.json?namespace=account';

// The profile's account sections' English words load with them, not with the first bundle of every page
// (scripts/vite/compiledCatalogs.ts).
i18n.load(DEFAULT_LOCALE, account as Messages);
