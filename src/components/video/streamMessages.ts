import type { Messages } from '@lingui/core';
import { DEFAULT_LOCALE } from '../../../shared/locales';
import { i18n } from '../../lib/i18n/i18n';
import stream from '../../locales/en.json?namespace=stream';

// The stream controls' English words (Quality, Listen…) load with the player's chunk, not the first bundle
// (scripts/vite/compiledCatalogs.ts); the other languages carry them already.
i18n.load(DEFAULT_LOCALE, stream as Messages);
