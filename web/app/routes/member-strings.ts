import discoveryStrings from '#web/locales/en/on-demand/discovery.json';
import profileStrings from '#web/locales/en/on-demand/profiles.json';
import { addStrings } from '#web/lib/i18n.ts';

// The member screens' strings load with those screens, not with the landing page (ADR 0013).
addStrings(profileStrings);
addStrings(discoveryStrings);
