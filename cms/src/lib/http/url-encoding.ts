/**
 * Percent-encoding of request addresses. Every part of the server decodes the path or the query
 * somewhere (the router, the static files, the site's renderer, the query parser); a `%` that does not
 * start a valid UTF-8 sequence (`%zz`, `%ff`, a cut `%E0%A4`) makes some of them throw, some guess
 * and some pass it on. global::malformed-urls refuses such an address before any of them sees it.
 */

const decodes = (text: string) => {
  if (text.indexOf('%') === -1) return true;
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
};

/** The longest field name an answer repeats: a hostile name is the client's own text, cut short. */
const MAX_FIELD = 64;

/**
 * The part of `url` (a request line's target: path and query) whose percent-encoding is broken:
 * `path`, or the name of the first such query parameter; null when every part decodes.
 */
export function malformedPart(url: string): string | null {
  if (url.indexOf('%') === -1) return null;
  const mark = url.indexOf('?');
  if (!decodes(mark === -1 ? url : url.slice(0, mark))) return 'path';
  if (mark === -1) return null;
  for (const pair of url.slice(mark + 1).split('&')) {
    if (decodes(pair)) continue;
    const equals = pair.indexOf('=');
    const name = equals === -1 ? pair : pair.slice(0, equals);
    return (decodes(name) ? decodeURIComponent(name.replace(/\+/g, ' ')) : name).slice(0, MAX_FIELD) || 'query';
  }
  return null;
}

/** Whether every part of `url` decodes; cheap for the usual address without `%`. */
export const isWellEncoded = (url: string) => url.indexOf('%') === -1 || malformedPart(url) === null;
