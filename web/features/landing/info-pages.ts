import { paths } from '#web/config/paths.ts';

/** D25: the footer's pages (spec §2), each a short real page. `label` is the footer link's text key. */
export const INFO_PAGES = [
  { key: 'help', path: paths.info.help, label: 'footer.help', group: 'support' },
  { key: 'safety', path: paths.info.safety, label: 'footer.safety', group: 'support' },
  {
    key: 'communityGuidelines',
    path: paths.info.communityGuidelines,
    label: 'footer.communityGuidelines',
    group: 'support',
  },
  { key: 'privacyPolicy', path: paths.info.privacyPolicy, label: 'footer.privacyPolicy', group: 'legal' },
  { key: 'termsOfService', path: paths.info.termsOfService, label: 'footer.termsOfService', group: 'legal' },
  { key: 'privacy', path: paths.info.privacy, label: 'landing.footer.privacy', group: 'legal' },
  { key: 'terms', path: paths.info.terms, label: 'landing.footer.terms', group: 'legal' },
  { key: 'cookies', path: paths.info.cookies, label: 'footer.cookies', group: 'legal' },
  { key: 'accessibility', path: paths.info.accessibility, label: 'footer.accessibility', group: 'support' },
] as const;

export type InfoPageKey = (typeof INFO_PAGES)[number]['key'];
