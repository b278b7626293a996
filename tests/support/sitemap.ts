import { siteMessages } from './site-file';
import { LANGUAGES, pickDictionary, type LanguageCode, type LanguageId } from '@qahve/config';

/** One address of the sitemap: a page in one language. */
export interface SitemapEntry {
  url: string;
  /** The page's address without a language (its x-default). */
  page: string;
  language: { id: LanguageId; code: LanguageCode };
}

const unescapeXml = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/**
 * The sitemap's entries, each in the language its own hreflang alternate names (the entry's `<loc>`
 * is one of its alternates); throws when an entry lacks a language or its x-default.
 */
export function parseSitemap(xml: string): SitemapEntry[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, block]) => {
    const url = unescapeXml(/<loc>([^<]+)<\/loc>/.exec(block)![1]);
    const alternates = new Map(
      [...block.matchAll(/<xhtml:link rel="alternate" hreflang="([\w-]+)" href="([^"]+)"\/>/g)].map(([, lang, href]) => [
        lang,
        unescapeXml(href),
      ]),
    );
    const language = LANGUAGES.find(({ code }) => alternates.get(code) === url);
    const page = alternates.get('x-default');
    if (!language || !page || LANGUAGES.some(({ code }) => !alternates.has(code)))
      throw new Error(`sitemap entry ${url} lacks its languages: ${[...alternates.keys()].join(', ')}`);
    return { url, page, language: { id: language.id, code: language.code } };
  });
}

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

/** What the site knows of its content, to name a branch's or a catalogue tab's page. */
export interface Content {
  branches: Array<{ id: number; branchDictionaries: Array<{ languageId: number; name: string }> }>;
  /** The subcategories of "Products" (the catalogue's tabs). */
  tabs: Array<{ id: number; categoryDictionaries: Array<{ languageId: number; name: string }> }>;
  /** How many pages the catalogue has, by tab (null: all products). */
  pageCount: (category: number | null) => number;
}

/**
 * The title and description a page must carry in its language, from the site's translations and
 * the content they name: the page's `meta` texts (a branch's or a catalogue page's own), the brand
 * after the title unless the title names it.
 */
export function expectedMeta(entry: SitemapEntry, content: Content, brand: string) {
  const { pathname, searchParams } = new URL(entry.page);
  const { code, id } = entry.language;
  const branch = /^\/interior\/(\d+)$/.exec(pathname);
  let texts: { title: string; description: string };
  if (pathname === '/') texts = siteMessages(code, 'home').meta;
  else if (branch) {
    const { meta } = siteMessages(code, 'interior');
    const found = content.branches.find((b) => b.id === Number(branch[1]))!;
    const values = { branch: pickDictionary(found.branchDictionaries, id)!.name };
    texts = { title: fill(meta.branchTitle, values), description: fill(meta.branchDescription, values) };
  } else if (pathname === '/product' && searchParams.size > 0) {
    const category = searchParams.has('category') ? Number(searchParams.get('category')) : null;
    const page = Number(searchParams.get('page') ?? 1);
    const kind = category !== null ? (page > 1 ? 'categoryPage' : 'category') : 'page';
    const tab = content.tabs.find((c) => c.id === category);
    const values = {
      category: tab ? pickDictionary(tab.categoryDictionaries, id)!.name.trim() : '',
      page,
      total: content.pageCount(category),
    };
    const meta = siteMessages(code, 'product').catalogueMeta[kind];
    texts = { title: fill(meta.title, values), description: fill(meta.description, values) };
  } else texts = siteMessages(code, pathname.slice(1)).meta;
  return { title: texts.title.includes(brand) ? texts.title : `${texts.title} | ${brand}`, description: texts.description };
}
