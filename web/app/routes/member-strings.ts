import blockStrings from '#web/locales/en/on-demand/blocks.json';
import conversationStrings from '#web/locales/en/on-demand/conversations.json';
import dashboardStrings from '#web/locales/en/on-demand/dashboard.json';
import discoveryStrings from '#web/locales/en/on-demand/discovery.json';
import endorsementStrings from '#web/locales/en/on-demand/endorsements.json';
import interestStrings from '#web/locales/en/on-demand/interests.json';
import profileStrings from '#web/locales/en/on-demand/profiles.json';
import shortlistStrings from '#web/locales/en/on-demand/shortlists.json';
import { addStrings } from '#web/lib/i18n.ts';

// The member screens' strings load with those screens, not with the landing page (ADR 0013).
for (const strings of [
  profileStrings,
  discoveryStrings,
  interestStrings,
  shortlistStrings,
  blockStrings,
  dashboardStrings,
  conversationStrings,
  endorsementStrings,
])
  addStrings(strings);
