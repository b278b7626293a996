import type { LanguageCode } from './languages';

/**
 * The size words of a product's `sizeAndPrice` ("Single / 3.5, Double / 4.5", "250 g / 24, 1 kg / 82")
 * in the page's language. `sizeAndPrice` stays one text, written with these English words, as the
 * API has always carried it; the site shows each size in Azerbaijani or Russian from this small
 * vocabulary, and the console tells the administrator which words of a text are not in it
 * (docs/decisions.md, "Size words").
 */
type Translated = Exclude<LanguageCode, 'en'>;

/** A word in Azerbaijani, and in Russian by number: after 1, after 2 to 4, after 5 or more ("стакан", "стакана", "стаканов"). */
interface Word {
  az: string;
  ru: readonly [one: string, few: string, many: string];
}
const word = (az: string, ru: string | readonly [string, string, string]): Word => ({ az, ru: typeof ru === 'string' ? [ru, ru, ru] : ru });

const WORDS: Record<string, Word> = {
  single: word('tək', 'одинарный'),
  double: word('ikiqat', 'двойной'),
  small: word('kiçik', 'маленький'),
  medium: word('orta', 'средний'),
  large: word('böyük', 'большой'),
  glass: word('stəkan', ['стакан', 'стакана', 'стаканов']),
  cup: word('fincan', ['чашка', 'чашки', 'чашек']),
  mug: word('kupa', ['кружка', 'кружки', 'кружек']),
  teapot: word('çaydan', ['чайник', 'чайника', 'чайников']),
  cezve: word('cezvə', ['джезва', 'джезвы', 'джезв']),
  bottle: word('şüşə', ['бутылка', 'бутылки', 'бутылок']),
  slice: word('dilim', ['кусок', 'куска', 'кусков']),
  portion: word('porsiya', ['порция', 'порции', 'порций']),
  box: word('qutu', ['коробка', 'коробки', 'коробок']),
  pack: word('paket', ['пачка', 'пачки', 'пачек']),
  piece: word('ədəd', 'шт.'),
  pc: word('əd.', 'шт.'),
};

/** Plurals and short forms of the words above. */
const ALIASES: Record<string, string> = {
  glasses: 'glass',
  cups: 'cup',
  mugs: 'mug',
  teapots: 'teapot',
  cezves: 'cezve',
  bottles: 'bottle',
  slices: 'slice',
  portions: 'portion',
  boxes: 'box',
  packs: 'pack',
  pieces: 'piece',
  pcs: 'pc',
};

/** Units, written after a number only ("1 l" is a litre, "L" alone is a size). */
const UNITS: Record<string, Record<Translated, string>> = {
  ml: { az: 'ml', ru: 'мл' },
  l: { az: 'l', ru: 'л' },
  g: { az: 'q', ru: 'г' },
  kg: { az: 'kq', ru: 'кг' },
};

/** Sizes written the same in every language, and words that are not sizes (currencies). */
const AS_IS = new Set(['xs', 's', 'm', 'l', 'xl', 'xxl', 'azn', 'man', 'manat']);

const NUMBER = /^\d+(?:[.,]\d+)?$/;
const FOR_N = /^for\s+(\d+)$/i;

const keyOf = (token: string) => {
  const lower = token.toLowerCase().replace(/\.$/, '');
  return ALIASES[lower] ?? lower;
};

/** `translated` with a capital when `original` has one, by the language's own rules ("ikiqat" -> "İkiqat"). */
function sameCase(original: string, translated: string, locale: Translated): string {
  const first = original[0];
  return first !== first.toLowerCase() ? translated[0].toLocaleUpperCase(locale) + translated.slice(1) : translated;
}

const plurals = new Intl.PluralRules('ru');
function russian(forms: Word['ru'], count: number | undefined): string {
  if (count === undefined) return forms[0];
  const category = plurals.select(count);
  return category === 'one' ? forms[0] : category === 'few' ? forms[1] : forms[2];
}

/**
 * One size ("1 glass", "Teapot", "For 2", "250 g") in `locale`. A size with a word the vocabulary
 * lacks stays as written, whole: never half translated.
 */
export function translateSize(size: string, locale: LanguageCode): string {
  if (locale === 'en') return size;
  const text = size.trim();
  const forN = FOR_N.exec(text);
  if (forN) return locale === 'az' ? `${forN[1]} nəfərlik` : sameCase(text, `на ${forN[1]}`, locale);
  const tokens = text.split(/\s+/);
  const out: string[] = [];
  for (const [i, token] of tokens.entries()) {
    if (NUMBER.test(token)) {
      out.push(token.replace('.', ','));
      continue;
    }
    const key = keyOf(token);
    const previous = i > 0 && NUMBER.test(tokens[i - 1]) ? Number(tokens[i - 1].replace(',', '.')) : undefined;
    if (previous !== undefined && key in UNITS) out.push(UNITS[key][locale]);
    else if (key in WORDS) out.push(sameCase(token, locale === 'az' ? WORDS[key].az : russian(WORDS[key].ru, previous), locale));
    else if (AS_IS.has(key)) out.push(token);
    else return size;
  }
  return out.join(' ');
}

/** The words of a whole `sizeAndPrice` text that no page translates (shown as written everywhere). */
export function unknownSizeWords(text: string): string[] {
  const unknown = new Set<string>();
  for (const token of text.match(/\p{L}+\.?/gu) ?? []) {
    const key = keyOf(token);
    if (!(key in WORDS) && !(key in UNITS) && !AS_IS.has(key) && key !== 'for') unknown.add(token.replace(/\.$/, ''));
  }
  return [...unknown];
}
