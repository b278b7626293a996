/**
 * A small translation engine with i18next's resource format and the subset of its API the site
 * uses (namespaces, `ns:key.path` keys, {{value}} interpolation, _one/_few/_many/_other plurals,
 * returnObjects, lazy namespaces). It replaces i18next + react-i18next, whose 17 KB gzip did not fit
 * the 100 KB budget of the home page's initial JavaScript. The JSON files stay i18next-compatible.
 */

export type Messages = { [key: string]: string | Messages | Array<string | Messages> };
export type Loader = (lng: string, ns: string) => Promise<Messages>;

export interface TOptions {
  /** Plural form: key_zero (0), then key_one / _few / _many / _other by Intl.PluralRules, then key. */
  count?: number;
  /** Used when the key is missing (instead of the key itself). */
  defaultValue?: string;
  /** Look the key up in another language (whose namespace must be loaded). */
  lng?: string;
  /** Interpolation values: {{name}}. */
  [value: string]: unknown;
}

export interface TFunction {
  (key: string, options?: TOptions): string;
  /** Arrays and objects (e.g. a list of paragraphs): `t('paragraphs', { returnObjects: true })`. */
  <T>(key: string, options: TOptions & { returnObjects: true }): T;
}

const NS_SEPARATOR = ':';

/**
 * The plural form of a whole number in the site's languages, as Intl.PluralRules gives it (CLDR's
 * rules: English and Azerbaijani one/other, Russian one/few/many), written by hand: the first
 * Intl.PluralRules a page makes loads the language's number data, tens of milliseconds of a phone's
 * main thread while the page hydrates. Undefined for anything else (a fraction, another language),
 * which Intl then answers. translator.test.ts holds it to Intl.
 */
export function wholeNumberPlural(lng: string, count: number): Intl.LDMLPluralRule | undefined {
  if (!Number.isSafeInteger(count) || count < 0) return undefined;
  if (lng === 'en' || lng === 'az') return count === 1 ? 'one' : 'other';
  if (lng !== 'ru') return undefined;
  const [last, lastTwo] = [count % 10, count % 100];
  if (last === 1 && lastTwo !== 11) return 'one';
  if (last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14)) return 'few';
  return 'many';
}

export class Translator {
  language: string;
  /** Bumped on every language change or namespace load: the snapshot React subscribes to. */
  version = 0;
  private readonly pending = new Map<string, Promise<void>>();
  private readonly failed = new Set<string>();
  private readonly used = new Set<string>();
  private readonly listeners = new Set<() => void>();
  private changingTo: string | undefined;
  private readonly plurals = new Map<string, Intl.PluralRules>();

  constructor(
    language: string,
    private readonly loader: Loader,
    readonly defaultNs = 'common',
    /** Per language and namespace. Translators may share one (the server's, one per request). */
    private readonly store: Record<string, Record<string, Messages>> = {},
  ) {
    this.language = language;
    this.used.add(defaultNs);
  }

  addResources(lng: string, ns: string, messages: Messages) {
    (this.store[lng] ??= {})[ns] = messages;
  }

  hasNamespace(ns: string, lng = this.language) {
    return Boolean(this.store[lng]?.[ns]) || this.failed.has(`${lng}|${ns}`);
  }

  /** Loads namespaces for a language (the current one by default) and remembers them as in use. */
  loadNamespaces(namespaces: string | readonly string[], lng = this.language): Promise<void> {
    const list = typeof namespaces === 'string' ? [namespaces] : namespaces;
    list.forEach((ns) => this.used.add(ns));
    return Promise.all(list.map((ns) => this.load(lng, ns))).then(() => undefined);
  }

  /** The promise of one namespace: stable while it loads, so Suspense can wait on it. */
  load(lng: string, ns: string): Promise<void> {
    if (this.hasNamespace(ns, lng)) return Promise.resolve();
    const id = `${lng}|${ns}`;
    let promise = this.pending.get(id);
    if (!promise) {
      promise = this.loader(lng, ns).then(
        (messages) => {
          this.addResources(lng, ns, messages);
        },
        (error: unknown) => {
          // A missing file shows keys rather than suspending forever.
          this.failed.add(id);
          console.error(`Translations ${lng}/${ns} failed to load`, error);
        },
      );
      promise = promise.finally(() => {
        this.pending.delete(id);
        this.bump();
      });
      this.pending.set(id, promise);
    }
    return promise;
  }

  /**
   * Switches language once every namespace in use is loaded for it, so that nothing renders
   * half-translated. A later call wins over an earlier one still loading.
   */
  async changeLanguage(lng: string): Promise<void> {
    this.changingTo = lng;
    await this.loadNamespaces([...this.used], lng);
    if (this.changingTo !== lng) return;
    this.changingTo = undefined;
    if (this.language === lng) return;
    this.language = lng;
    this.bump();
  }

  /** Takes `lng` at once, loading nothing: for a page hydrated in the language it was rendered in. */
  setLanguage(lng: string) {
    if (this.language === lng) return;
    this.language = lng;
    this.bump();
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getVersion = () => this.version;

  private bump() {
    this.version += 1;
    this.listeners.forEach((l) => l());
  }

  private plural(lng: string, count: number) {
    const known = wholeNumberPlural(lng, count);
    if (known) return known;
    let rules = this.plurals.get(lng);
    if (!rules) {
      rules = new Intl.PluralRules(lng);
      this.plurals.set(lng, rules);
    }
    return rules.select(count);
  }

  private lookup(lng: string, ns: string, path: string): unknown {
    let node: unknown = this.store[lng]?.[ns];
    for (const part of path.split('.')) {
      if (node === null || typeof node !== 'object') return undefined;
      node = (node as Record<string, unknown>)[part];
    }
    return node;
  }

  /** The translation of `key` (`path`, or `ns:path`), searching `namespaces` then the default one. */
  translate(key: string, namespaces: readonly string[], options: TOptions = {}): unknown {
    const lng = options.lng ?? this.language;
    const sep = key.indexOf(NS_SEPARATOR);
    const [searchNs, path] = sep > 0 ? [[key.slice(0, sep)], key.slice(sep + 1)] : [[...namespaces, this.defaultNs], key];
    const candidates =
      typeof options.count === 'number'
        ? [...(options.count === 0 ? [`${path}_zero`] : []), `${path}_${this.plural(lng, options.count)}`, `${path}_other`, path]
        : [path];

    let found: unknown;
    outer: for (const ns of searchNs) {
      for (const candidate of candidates) {
        found = this.lookup(lng, ns, candidate);
        if (found !== undefined) break outer;
      }
    }
    if (found === undefined) {
      if (import.meta.env.DEV && !options.defaultValue) console.warn(`Missing translation ${lng}/${key}`);
      found = options.defaultValue ?? key;
    }
    if (options.returnObjects) return found;
    if (typeof found !== 'string') return key;
    return interpolate(found, options);
  }

  /** A `t` bound to namespaces (first = default), like react-i18next's. */
  getFixedT(namespaces: string | readonly string[] = this.defaultNs): TFunction {
    const list = typeof namespaces === 'string' ? [namespaces] : namespaces;
    return ((key: string, options?: TOptions) => this.translate(key, list, options)) as TFunction;
  }
}

function interpolate(text: string, values: TOptions): string {
  return text.includes('{{')
    ? text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (match, name: string) => {
        const value = values[name];
        return value === undefined || value === null ? match : String(value);
      })
    : text;
}
