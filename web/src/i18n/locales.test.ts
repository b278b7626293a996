import { describe, expect, it } from 'vitest';

const LANGS = ['en', 'az', 'ru'];
const files = import.meta.glob<unknown>('./locales/*/*.json', { eager: true, import: 'default' });
const byLang = (lng: string) =>
  Object.keys(files)
    .filter((f) => f.startsWith(`./locales/${lng}/`))
    .map((f) => f.split('/')[3])
    .sort();

function keys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
  }
  return [prefix];
}

const namespaces = byLang('en');

describe('translations', () => {
  it.each(namespaces)('%s has the same keys, all non-empty, in en, az and ru', (file) => {
    const data = LANGS.map((lng) => files[`./locales/${lng}/${file}`]);
    const [en, az, ru] = data.map((d) => keys(d).sort());
    expect(az).toEqual(en);
    expect(ru).toEqual(en);
    for (const d of data) {
      const flat = JSON.stringify(d);
      expect(flat).not.toMatch(/:""/);
    }
  });

  it('has the same namespaces in every language', () => {
    expect(namespaces.length).toBeGreaterThan(1);
    for (const lng of LANGS) expect(byLang(lng)).toEqual(namespaces);
  });
});
