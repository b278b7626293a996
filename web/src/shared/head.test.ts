import { afterEach, describe, expect, it } from 'vitest';
import { applyHead, headHtml, headTags, languageUrl, type PageMeta } from './head';

const meta: PageMeta = {
  title: 'Menu | Qahve Evi',
  description: 'Coffee & "desserts" <in Baku>',
  path: '/menu',
  locale: 'ru',
  origin: 'https://qahve.az',
  noindex: false,
  siteName: 'Qahve Evi',
};
const attrs = (key: string, value: string) =>
  headTags(meta)
    .filter((t) => t.attrs[key] === value)
    .map((t) => t.attrs);

describe('the head of a page', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.title = '';
  });

  it('gives every language its own address: Azerbaijani the plain one, the others ?lang', () => {
    expect(languageUrl('https://qahve.az', '/menu', 'az')).toBe('https://qahve.az/menu');
    expect(languageUrl('https://qahve.az', '/menu', 'en')).toBe('https://qahve.az/menu?lang=en');
  });

  it('names the canonical, the alternates, Open Graph and Twitter', () => {
    expect(attrs('rel', 'canonical')).toEqual([{ rel: 'canonical', href: 'https://qahve.az/menu?lang=ru' }]);
    expect(attrs('rel', 'alternate').map((a) => [a.hreflang, a.href])).toEqual([
      ['en', 'https://qahve.az/menu?lang=en'],
      ['az', 'https://qahve.az/menu'],
      ['ru', 'https://qahve.az/menu?lang=ru'],
      ['x-default', 'https://qahve.az/menu'],
    ]);
    const og = Object.fromEntries(
      headTags(meta)
        .filter((t) => t.attrs.property)
        .map((t) => [t.attrs.property, t.attrs.content]),
    );
    expect(og).toMatchObject({
      'og:title': 'Menu | Qahve Evi',
      'og:url': 'https://qahve.az/menu?lang=ru',
      'og:locale': 'ru_RU',
      'og:image': 'https://qahve.az/og-image.jpg',
      'og:image:width': '1200',
      'og:image:height': '630',
    });
    expect(attrs('property', 'og:locale:alternate').map((a) => a.content)).toEqual(['en_US', 'az_AZ']);
    expect(attrs('name', 'twitter:card')).toEqual([{ name: 'twitter:card', content: 'summary_large_image' }]);
    expect(attrs('name', 'robots')[0].content).toBe('index, follow');
    expect(headTags({ ...meta, noindex: true }).find((t) => t.attrs.name === 'robots')!.attrs.content).toBe('noindex');
  });

  it('escapes what it writes into the HTML', () => {
    const html = headHtml('Tom & <Jerry>', headTags(meta));
    expect(html).toContain('<title>Tom &amp; &lt;Jerry&gt;</title>');
    expect(html).toContain('content="Coffee &amp; &quot;desserts&quot; &lt;in Baku&gt;" data-page-head/>');
  });

  it('replaces the previous page’s tags in the document, and leaves the rest', () => {
    document.head.innerHTML = `<meta charset="utf-8"><link rel="stylesheet" href="/a.css">${headHtml('Old', headTags({ ...meta, path: '/about' }))}`;
    applyHead('Menu | Qahve Evi', headTags(meta));
    expect(document.title).toBe('Menu | Qahve Evi');
    expect(document.head.querySelectorAll('[data-page-head]')).toHaveLength(headTags(meta).length);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://qahve.az/menu?lang=ru');
    expect(document.head.querySelector('link[rel="stylesheet"]')).toBeInTheDocument();
    expect(document.head.querySelector('meta[charset]')).toBeInTheDocument();
  });
});
