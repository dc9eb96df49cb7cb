import { currentLanguage } from '#web/lib/i18n.ts';
/** Dates as the admin's browser writes them. */
export const formatDate = (iso: string) => new Date(iso).toLocaleDateString(currentLanguage(), { dateStyle: 'medium' });
export const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString(currentLanguage(), { dateStyle: 'medium', timeStyle: 'short' });

/** Spec §9: percentages and the ratio with one decimal place. */
export const oneDecimal = (value: number) => value.toFixed(1);
