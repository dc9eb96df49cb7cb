/** Dates as the admin's browser writes them. */
export const formatDate = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });
export const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Spec §9: percentages and the ratio with one decimal place. */
export const oneDecimal = (value: number) => value.toFixed(1);
