/**
 * D32: the directory keeps one entry per church, whatever its spelling. Two names are the same
 * church when they differ only in case, accents, punctuation or spacing: "St Paul's Cathedral",
 * "St. Paul's  cathedral" and "ST PAULS CATHEDRAL" are one. The server keys the directory by this
 * (a unique index) and links a member's typed church to the directory's entry with it; My Profile
 * preselects the entry with it.
 */
export function churchKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
