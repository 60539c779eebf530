/** URL slugs from localized names (Polish, Croatian, Romanian, French diacritics; Ukrainian transliterated). */

const UK: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'h',
  ґ: 'g',
  д: 'd',
  е: 'e',
  є: 'ie',
  ж: 'zh',
  з: 'z',
  и: 'y',
  і: 'i',
  ї: 'i',
  й: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ь: '',
  ю: 'iu',
  я: 'ia',
  '’': '',
  "'": '',
};
const LATIN: Record<string, string> = { ł: 'l', đ: 'd', ß: 'ss', æ: 'ae', œ: 'oe' };

/** Lower-case ASCII words joined by '-'. */
export function slugify(text: string): string {
  const lower = text.toLowerCase();
  let out = '';
  for (const ch of lower) out += UK[ch] ?? LATIN[ch] ?? ch;
  return out
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
