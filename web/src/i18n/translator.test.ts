import { describe, expect, it, vi } from 'vitest';
import { Translator, wholeNumberPlural } from './translator';

function make(loader = vi.fn((lng: string, ns: string) => Promise.resolve({ title: `${ns} in ${lng}` }))) {
  const tr = new Translator('en', loader, 'common');
  tr.addResources('en', 'common', {
    hello: 'Hello, {{name}}!',
    nav: { menu: 'Menu' },
    item_one: '{{count}} item',
    item_other: '{{count}} items',
    paragraphs: ['One', 'Two'],
  });
  tr.addResources('ru', 'common', {
    hello: 'Привет, {{name}}!',
    item_one: '{{count}} товар',
    item_few: '{{count}} товара',
    item_many: '{{count}} товаров',
    item_other: '{{count}} товара',
  });
  return { tr, loader };
}

describe('Translator', () => {
  it('reads nested keys and interpolates values', () => {
    const { tr } = make();
    const t = tr.getFixedT();
    expect(t('nav.menu')).toBe('Menu');
    expect(t('hello', { name: 'Aysel' })).toBe('Hello, Aysel!');
    expect(t('hello')).toBe('Hello, {{name}}!');
  });

  it('picks the plural form of the language', async () => {
    const { tr } = make();
    expect(tr.getFixedT()('item', { count: 1 })).toBe('1 item');
    expect(tr.getFixedT()('item', { count: 5 })).toBe('5 items');
    await tr.changeLanguage('ru');
    const t = tr.getFixedT();
    expect(t('item', { count: 1 })).toBe('1 товар');
    expect(t('item', { count: 3 })).toBe('3 товара');
    expect(t('item', { count: 5 })).toBe('5 товаров');
  });

  it.each(['en', 'az', 'ru'])('gives the plural form of a whole number as Intl.PluralRules does (%s)', (lng) => {
    const rules = new Intl.PluralRules(lng);
    for (let count = 0; count <= 10_000; count++) expect([count, wholeNumberPlural(lng, count)]).toEqual([count, rules.select(count)]);
    // Fractions, negative numbers and other languages are Intl's.
    expect([wholeNumberPlural(lng, 1.5), wholeNumberPlural(lng, -1), wholeNumberPlural('de', 1)]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('returns arrays with returnObjects, the key or defaultValue when missing', () => {
    const { tr } = make();
    const t = tr.getFixedT();
    expect(t<string[]>('paragraphs', { returnObjects: true })).toEqual(['One', 'Two']);
    expect(t('nope.missing', { defaultValue: 'Fallback' })).toBe('Fallback');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(t('nope.missing')).toBe('nope.missing');
  });

  it('looks in the given namespaces, then common; ns:key names one', async () => {
    const { tr, loader } = make();
    await tr.loadNamespaces('menu');
    expect(loader).toHaveBeenCalledWith('en', 'menu');
    const t = tr.getFixedT('menu');
    expect(t('title')).toBe('menu in en');
    expect(t('nav.menu')).toBe('Menu');
    expect(tr.getFixedT()('menu:title')).toBe('menu in en');
  });

  it('loads each namespace once, and every namespace in use before switching language', async () => {
    const { tr, loader } = make();
    await Promise.all([tr.loadNamespaces('menu'), tr.loadNamespaces('menu')]);
    expect(loader).toHaveBeenCalledTimes(1);
    const listener = vi.fn();
    tr.subscribe(listener);
    const switching = tr.changeLanguage('ru');
    expect(tr.language).toBe('en'); // not before its translations are there
    await switching;
    expect(tr.language).toBe('ru');
    expect(loader).toHaveBeenCalledWith('ru', 'menu');
    expect(tr.getFixedT('menu')('title')).toBe('menu in ru');
    expect(listener).toHaveBeenCalled();
  });

  it('lets the last of two quick language changes win', async () => {
    const { tr } = make();
    tr.addResources('az', 'common', {});
    const first = tr.changeLanguage('ru');
    const second = tr.changeLanguage('az');
    await Promise.all([first, second]);
    expect(tr.language).toBe('az');
  });

  it('does not suspend forever on a namespace that fails to load', async () => {
    const { tr } = make(vi.fn(() => Promise.reject(new Error('gone'))));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await tr.loadNamespaces('menu');
    expect(tr.hasNamespace('menu')).toBe(true);
  });
});
