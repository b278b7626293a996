import http from 'node:http';

/** What it takes to ask this server for a page again: its address and the Cookie that may name its language. */
interface PageRequest {
  url: string;
  cookie: string | undefined;
}

/** Marks the warmer's own requests, with a value only this process knows. */
export const WARM_REQUEST_HEADER = 'X-Qahve-Warm';

/** How often a process looks whether the content's version moved (a write here, or one another process told of). */
const LOOK_EVERY_MS = 250;

/**
 * Renders again, once public content has changed, the pages visitors asked for most recently, one
 * after another, so that the first visitor after a write (or, behind a shared cache, after its purge)
 * is answered from the kept answers rather than waiting for a render. Each page is asked of this
 * server like any visitor's request, so it is built, tagged and kept by the one code path of a miss;
 * a visitor asking for a page while it is being rendered waits for that render instead of starting
 * another. A newer change stops the round, and the next one starts from the most recent page.
 */
export class PageWarmer {
  /** Page key → how to ask for it, the most recently kept last. */
  private readonly recent = new Map<string, PageRequest>();
  private warmedVersion = -1;
  private round: Promise<void> | null = null;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly limit: number,
    private readonly mark: { name: string; value: string },
    private readonly port: () => number | null,
    private readonly version: () => number | Promise<number> | null,
    private readonly latest: () => number,
  ) {}

  get enabled() {
    return this.limit > 0;
  }

  /** A page answer was kept: it is among the most recent, and rendered again after the next change. */
  remember(key: string, url: string, cookie: string | undefined) {
    if (!this.enabled) return;
    this.recent.delete(key);
    this.recent.set(key, { url, cookie });
    if (this.recent.size > this.limit) this.recent.delete(this.recent.keys().next().value!);
  }

  start() {
    if (!this.enabled || this.timer) return;
    this.timer = setInterval(() => void this.look(), LOOK_EVERY_MS).unref();
  }

  stop() {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /**
   * Renders the recent pages again if the content's version moved since they were last rendered.
   * Resolves once the pages of the newest version known are rendered (for tests and benchmarks).
   */
  async look(): Promise<void> {
    if (!this.enabled) return;
    while (this.round) await this.round;
    const known = this.version();
    const version = typeof known === 'number' || known === null ? known : await known.catch(() => null);
    if (version === null || version <= this.warmedVersion || this.round) return;
    // The first version seen is the one the kept answers were built at: nothing to render again.
    if (this.warmedVersion === -1) {
      this.warmedVersion = version;
      return;
    }
    this.round = this.render(version).finally(() => {
      this.round = null;
    });
    await this.round;
    if (this.latest() !== version) return this.look();
  }

  private async render(version: number) {
    for (const page of [...this.recent.values()].reverse()) {
      // A newer change: the next round renders them at that one.
      if (this.latest() !== version) return;
      await this.ask(page).catch(() => undefined);
    }
    this.warmedVersion = version;
  }

  private ask({ url, cookie }: PageRequest) {
    const port = this.port();
    if (port === null) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      const req = http.get(
        {
          host: '127.0.0.1',
          port,
          path: url,
          headers: {
            Accept: 'text/html',
            'Accept-Encoding': 'gzip',
            [this.mark.name]: this.mark.value,
            ...(cookie ? { Cookie: cookie } : {}),
          },
        },
        (res) => {
          res.resume();
          res.on('end', resolve);
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.setTimeout(30_000, () => req.destroy(new Error('timed out')));
    });
  }
}
