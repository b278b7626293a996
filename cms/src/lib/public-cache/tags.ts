import type { Core } from '@strapi/strapi';
import { controllerName, RESOURCES } from '../registry/resources';

/**
 * The tags a shared cache (Varnish's xkey, a CDN's Surrogate-Key or Cache-Tag) files each public
 * answer under, and the tags a write purges (docs/caching.md, "Shared caches"). A tag names a kind
 * of content: an answer carries the tags of every kind it shows, a write purges the tag of the kind
 * it wrote, so one purge reaches every answer that could show the write, in every language.
 */

/** Every public answer: purging it empties the shared cache of the site. */
export const SITE_TAG = 'site';
/** The answers that show uploaded images: a changed or deleted file purges them. */
export const MEDIA_TAG = 'media';
export const PAGE_TAG = 'page';

const UPLOAD_FILE = 'plugin::upload.file';

/** The tag of a resource's content: its path in kebab case (`products`, `home-products`). */
export const resourceTag = (resource: { path: string }) => controllerName(resource);

/** The tag a write of `uid` purges; undefined for content no public answer shows. */
export function tagOfWrite(uid: string): string | undefined {
  if (uid === UPLOAD_FILE) return MEDIA_TAG;
  const resource = RESOURCES.find((r) => r.uid === uid && r.shown);
  return resource ? resourceTag(resource) : undefined;
}

interface Attribute {
  type: string;
  target?: string;
}

/**
 * The tags of a resource's public answers: its own, and those of what its answers can show of other
 * content, read from its content type (its relations' targets, its media), so that a relation added
 * to a schema is tagged without anyone remembering to.
 */
function contentTags(strapi: Core.Strapi, uid: string): string[] {
  const tags = new Set<string>([SITE_TAG]);
  const own = tagOfWrite(uid);
  if (own) tags.add(own);
  const attributes = (strapi.contentTypes[uid as keyof typeof strapi.contentTypes]?.attributes ?? {}) as Record<string, Attribute>;
  for (const attribute of Object.values(attributes)) {
    if (attribute.type === 'media') tags.add(MEDIA_TAG);
    if (attribute.type === 'relation' && attribute.target) {
      const target = tagOfWrite(attribute.target);
      if (target) tags.add(target);
    }
  }
  return [...tags];
}

/** A number from the query, as a tag's id part: only plain positive integers (cheap, and never junk). */
const idParam = (query: URLSearchParams, name: string) => {
  const value = query.get(name);
  return value !== null && /^[1-9]\d{0,9}$/.test(value) ? value : undefined;
};

/**
 * The tags of a public API read (a cached path of lib/public-cache/keys.ts, in lower case): its
 * resource's content tags, and the ids its query names (`category-3`, `product-12`) where that is
 * cheap. The ids are there for whoever reads the tags; purges go by resource, which covers them.
 */
export function apiTags(strapi: Core.Strapi, path: string, query: URLSearchParams): string[] {
  const name = path.slice(path.lastIndexOf('/') + 1).toLowerCase();
  const resource = RESOURCES.find((r) => r.client && r.path.toLowerCase() === name);
  if (!resource) return [SITE_TAG];
  const tags = contentTags(strapi, resource.uid);
  const category = idParam(query, 'categoryId');
  const product = idParam(query, 'productId');
  if (category) tags.push(`category-${category}`);
  if (product) tags.push(`product-${product}`);
  return tags;
}

/** A path as a tag, where it is one word of tag characters (`page:/menu`); none otherwise. */
const pathTag = (path: string) => (/^\/[\w/-]{0,200}$/.test(path) ? `${PAGE_TAG}:${path}` : undefined);

/** The tags a page adds to those of the reads its data came from: what it is, and its language. */
export function pageTags(path: string, locale: string): string[] {
  return [SITE_TAG, PAGE_TAG, `lang-${locale}`, ...(pathTag(path) ? [pathTag(path)!] : [])];
}

/** The header names the common shared caches read tags from, and how they separate tags. */
const SEPARATORS: Record<string, string> = { xkey: ' ', 'surrogate-key': ' ', 'cache-tag': ',' };

export interface TagHeader {
  name: string;
  format(tags: Iterable<string>): string;
  parse(value: string): string[];
}

/**
 * The header the tags go out in (CACHE_TAG_HEADER): `xkey` (Varnish's vmod, the default),
 * `Surrogate-Key` (Fastly and others) or `Cache-Tag` (Cloudflare, Akamai), each with its separator.
 */
export function tagHeader(name = process.env.CACHE_TAG_HEADER || 'xkey'): TagHeader {
  const separator = SEPARATORS[name.toLowerCase()];
  if (!separator) throw new Error(`CACHE_TAG_HEADER must be one of xkey, Surrogate-Key, Cache-Tag (not "${name}")`);
  return {
    name,
    format: (tags) => [...new Set(tags)].join(separator),
    parse: (value) => value.split(/[\s,]+/).filter((tag) => tag !== ''),
  };
}
