import strings from '#web/locales/en/on-demand/public-pages.json';
import { addStrings } from '#web/lib/i18n.ts';

// The upgrade and footer pages load on demand; so do their strings (ADR 0013).
addStrings(strings);
