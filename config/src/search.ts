/**
 * A search key that forgives case and diacritics, the way people type on phones:
 * "cay" finds "Çay", "seher" finds "Şəhər", "ешь" finds "ЁШЬ". The same fold is applied to the
 * stored text and to the query, so the database only needs a plain substring match and behaves
 * the same on SQLite (whose LOWER() knows ASCII only) and PostgreSQL.
 */
export function searchKey(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/ı/g, 'i').replace(/ə/g, 'e').replace(/\s+/g, ' ').trim();
}
