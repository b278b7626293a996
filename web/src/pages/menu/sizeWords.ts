import type { LanguageCode } from '@qahve/config';

/**
 * The size words the CMS writes in English in `sizeAndPrice` ("1 glass", "Teapot", "For 2",
 * "1 slice", "2 pcs", "portion", "1 pc", "cup"), in Azerbaijani and Russian. Shown at display time;
 * any other text stays as it is.
 */
const WORDS: Record<Exclude<LanguageCode, 'en'>, Record<string, string>> = {
  az: { glass: 'stəkan', teapot: 'çaydan', slice: 'dilim', pcs: 'əd.', pc: 'əd.', portion: 'porsiya', cup: 'fincan' },
  ru: { glass: 'стакан', teapot: 'чайник', slice: 'кусок', pcs: 'шт.', pc: 'шт.', portion: 'порция', cup: 'чашка' },
};

const FOR_N: Record<Exclude<LanguageCode, 'en'>, (n: string) => string> = {
  az: (n) => `${n} nəfərlik`,
  ru: (n) => `На ${n}`,
};

function sameCase(word: string, translated: string): string {
  return word[0] === word[0].toUpperCase() && word[0] !== word[0].toLowerCase()
    ? translated[0].toUpperCase() + translated.slice(1)
    : translated;
}

/** `size` in `locale` when it is made of known size words and numbers; otherwise `size` unchanged. */
export function translateSize(size: string, locale: LanguageCode): string {
  if (locale === 'en' || !(locale in WORDS)) return size;
  const words = WORDS[locale as keyof typeof WORDS];
  const text = size.trim();
  const forN = /^for\s+(\d+)$/i.exec(text);
  if (forN) return FOR_N[locale as keyof typeof FOR_N](forN[1]);
  const tokens = text.split(/\s+/);
  if (!tokens.every((w) => /^\d+([.,]\d+)?$/.test(w) || w.toLowerCase().replace(/\.$/, '') in words)) return size;
  return tokens
    .map((w) => {
      const key = w.toLowerCase().replace(/\.$/, '');
      return key in words ? sameCase(w, words[key]) : w;
    })
    .join(' ');
}
