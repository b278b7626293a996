import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Carousel, HomeProduct } from '@qahve/config';
import { itInEachLanguage, loadInEveryLanguage, renderPage, resetLanguage } from '../../test/render';
import { answer, dictionaries, mockApi, paged, uploadedImage, type Route } from '../../test/testApi';

type Alts = [string | null, string | null, string | null];
const NO_ALTS: Alts = [null, null, null];
/** The entries of `field` with the pictures' alt texts (none by default), by language. */
const withAlts = <K extends string>(field: K, texts: [string, string, string], alts: Alts) =>
  dictionaries(field, texts).map((entry, i) => ({ ...entry, imageAlt: alts[i] }));

const slide = (id: number, order: number, text: [string, string, string], alts = NO_ALTS): Carousel => {
  const carouselDictionaries = withAlts('content', text, alts);
  return { id, order, isDeleted: false, ...uploadedImage(`slide_${id}`, 1920), carouselDictionaries };
};

const SLIDES = [
  slide(4, 2, ['Roasted on Tuesday', 'Çərşənbə axşamı qovrulur', 'Обжарено во вторник']),
  slide(1, 1, ['Brand slide', 'Brend slaydı', 'Слайд бренда']),
];

const product = (id: number, price: number, names: [string, string, string], alts = NO_ALTS): HomeProduct => ({
  id,
  title: names[0],
  description: null,
  price,
  order: id,
  ...uploadedImage(`home_${id}`, 900),
  isDeleted: false,
  productDictionaries: withAlts('name', names, alts),
});

const PRODUCTS = [
  product(1, 7, ['Halva latte', 'Halvalı latte', 'Латте с халвой']),
  product(2, 7.5, ['Raf with cardamom', 'Hilli raf', 'Раф с кардамоном']),
  product(3, 8, ['Espresso tonic', 'Espresso-tonik', 'Эспрессо-тоник']),
];

/** Answers the page's two reads: the slides and the home products, the fixtures unless given. */
const mockHome = ({
  carousels = () => answer(paged(SLIDES)),
  products = () => answer(paged(PRODUCTS)),
}: { carousels?: Route; products?: Route } = {}) => mockApi({ 'client/Carousels': carousels, 'client/HomeProducts': products });

const renderHome = () => renderPage('home', '/');

/** Node's setImmediate, which the fake clock leaves alone (only setTimeout is faked). */
const nextMacrotask = () =>
  new Promise<void>((resolve) => (globalThis as unknown as { setImmediate: (cb: () => void) => void }).setImmediate(resolve));

/** Lets promises, lazy modules and React work settle without advancing the (fake) clock. */
async function settle(rounds = 5) {
  for (let i = 0; i < rounds; i++) {
    await act(nextMacrotask);
  }
}

describe('home page', () => {
  beforeAll(async () => {
    // Loaded once with real timers: the page and its carousel then render without waiting on imports.
    await loadInEveryLanguage('home');
    await import('./HeroCarousel');
  });
  beforeEach(() => resetLanguage(2));
  afterEach(() => vi.useRealTimers());

  describe('first paint', () => {
    it('shows the slides with the page, with no loading overlay: the data comes with it (docs/decisions.md)', async () => {
      mockHome();
      await renderHome();
      expect((await screen.findByRole('region', { name: 'Önə çıxanlar' })).querySelectorAll('.swiper-slide')).toHaveLength(2);
      expect(document.querySelector('.preloader, [aria-busy="true"]')).not.toBeInTheDocument();
      expect(screen.queryByText('Yüklənir...')).not.toBeInTheDocument();
    });
  });

  describe('carousel', () => {
    const failed = { 1: 'Data could not be loaded', 2: 'Data yüklənmədi', 3: 'Данные не загрузились' };
    itInEachLanguage('on failure shows an empty carousel and the text (language %i)', failed, async (text) => {
      mockHome({ carousels: () => answer({ message: 'down' }, 503) });
      await renderHome();
      expect(await screen.findByRole('alert')).toHaveTextContent(text);
      expect(document.querySelector('.swiper-slide')).not.toBeInTheDocument();
    });

    it('shows the logo on the first slide (by order) and the title in the language on the others', async () => {
      await resetLanguage(3);
      mockHome();
      await renderHome();
      const region = await screen.findByRole('region', { name: 'Главное' });
      const slides = region.querySelectorAll('.swiper-slide');
      expect(slides).toHaveLength(2);
      expect(within(slides[0] as HTMLElement).getByRole('img', { name: 'Qahve Evi' })).toBeInTheDocument();
      expect(slides[0]).not.toHaveTextContent('Слайд бренда');
      expect(slides[1]).toHaveTextContent('Обжарено во вторник');
      // The first slide's picture loads first; the others lazily, all with srcset.
      const pictures = region.querySelectorAll('img.hero__image');
      expect(pictures[0]).toHaveAttribute('fetchpriority', 'high');
      expect(pictures[0]).toHaveAttribute('srcset', expect.stringContaining('500w'));
      expect(pictures[1]).toHaveAttribute('loading', 'lazy');
      expect(within(region).getByRole('button', { name: 'Приостановить слайд-шоу' })).toHaveAttribute('aria-pressed', 'false');
    });
  });

  describe("the pictures' alt text", () => {
    // Written in en and az, not ru: ru shows the Azerbaijani one.
    const alts: Alts = ['A cup of coffee among roasted beans', 'Qovrulmuş dənlər arasında bir fincan qəhvə', null];
    const described = {
      1: ['A cup of coffee among roasted beans', 'A latte in a tall glass'],
      2: ['Qovrulmuş dənlər arasında bir fincan qəhvə', 'Hündür stəkanda latte'],
      3: ['Qovrulmuş dənlər arasında bir fincan qəhvə', 'Hündür stəkanda latte'],
    };
    itInEachLanguage(
      'describes a picture in the language, else in Azerbaijani; an undescribed slide is decorative (language %i)',
      described,
      async ([slideAlt, teaserAlt]) => {
        mockHome({
          carousels: () => answer(paged([slide(1, 1, ['Brand slide', 'Brend slaydı', 'Слайд бренда'], alts), SLIDES[0]])),
          products: () =>
            answer(paged([product(1, 7, ['Latte', 'Latte', 'Латте'], ['A latte in a tall glass', 'Hündür stəkanda latte', ' '])])),
        });
        await renderHome();
        await waitFor(() => expect(document.querySelectorAll('img.hero__image')).toHaveLength(2));
        const pictures = document.querySelectorAll('img.hero__image');
        expect(pictures[0]).toHaveAttribute('alt', slideAlt);
        expect(pictures[1]).toHaveAttribute('alt', '');
        expect(await screen.findByRole('img', { name: teaserAlt })).toHaveClass('teaser-card__image');
      },
    );

    it('names a home product’s picture after the product when it has no alt text', async () => {
      mockHome();
      await renderHome();
      expect(await screen.findByRole('img', { name: 'Halvalı latte' })).toHaveClass('teaser-card__image');
    });
  });

  describe('carousel autoplay', () => {
    const currentDot = () =>
      screen.getAllByRole('button', { name: /^Slayda keç: \d$/ }).findIndex((b) => b.getAttribute('aria-current') === 'true') + 1;

    // jsdom lays nothing out: give swiper a size, or it cannot compute where the slides are.
    beforeEach(() => {
      Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1280 });
      Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 800 });
    });
    afterEach(() => {
      delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
      delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
      vi.unstubAllGlobals();
    });

    async function renderSlides() {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      mockHome({ carousels: () => answer(paged([...SLIDES, slide(9, 3, ['Third', 'Üçüncü', 'Третий'])])) });
      await renderHome();
      await settle(8);
      expect(currentDot()).toBe(1);
    }

    it('advances every 8 s and rewinds after the last slide', async () => {
      await renderSlides();
      await act(() => vi.advanceTimersByTimeAsync(7999));
      expect(currentDot()).toBe(1);
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(currentDot()).toBe(2);
      await act(() => vi.advanceTimersByTimeAsync(8000));
      expect(currentDot()).toBe(3);
      await act(() => vi.advanceTimersByTimeAsync(8000));
      expect(currentDot()).toBe(1);
    });

    it('stops with the pause button and goes on with it', async () => {
      await renderSlides();
      const pause = screen.getByRole('button', { name: 'Slayd şousunu dayandır' });
      act(() => pause.click());
      expect(pause).toHaveAttribute('aria-pressed', 'true');
      await act(() => vi.advanceTimersByTimeAsync(20000));
      expect(currentDot()).toBe(1);
      act(() => pause.click());
      act(() => (document.activeElement as HTMLElement | null)?.blur());
      await act(() => vi.advanceTimersByTimeAsync(8000));
      expect(currentDot()).toBe(2);
    });

    it('does not move by itself when the visitor prefers reduced motion', async () => {
      vi.stubGlobal('matchMedia', (query: string) => ({
        matches: query.includes('prefers-reduced-motion'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }));
      await renderSlides();
      expect(screen.queryByRole('button', { name: 'Slayd şousunu dayandır' })).not.toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(30000));
      expect(currentDot()).toBe(1);
      // The arrows still work.
      act(() => screen.getByRole('button', { name: 'Növbəti slayd' }).click());
      expect(currentDot()).toBe(2);
    });
  });

  describe('product teaser', () => {
    it('asks for page 1 of 3 home products in the language and lists them with AZN prices and "See all"', async () => {
      await resetLanguage(1);
      const fetch = mockHome();
      await renderHome();
      const section = (await screen.findByRole('heading', { name: "Guests' favourites" })).closest('section')!;
      expect(await within(section).findByRole('heading', { name: 'Halva latte' })).toBeInTheDocument();
      expect(within(section).getAllByRole('article')).toHaveLength(3);
      expect(section).toHaveTextContent(/7\.50\sAZN/);
      expect(within(section).getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/product?lang=en');
      const url = fetch.mock.calls.map(([u]) => String(u)).find((u) => u.includes('HomeProducts'))!;
      expect(new URL(url, 'http://x').searchParams.toString()).toBe('pageNumber=1&pageSize=3&isPaginated=true&languageId=1');
    });

    it.each([
      ['is empty', () => answer(paged([]))],
      ['fails', () => answer({ message: 'down' }, 500)],
    ])('says "No products available" when the list %s', async (_, result) => {
      mockHome({ products: result });
      await renderHome();
      expect(await screen.findByText('Mövcud məhsul yoxdur')).toBeInTheDocument();
      expect(screen.queryByRole('article')).not.toBeInTheDocument();
      await resetLanguage(1);
      expect(await screen.findByText('No products available')).toBeInTheDocument();
    });
  });

  it('has the loyalty card banner and the survey banner linking to /survey', async () => {
    mockHome();
    await renderHome();
    expect(await screen.findByRole('heading', { level: 1, name: 'Bakıda yavaş dəmlənən qəhvə' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Hər səkkizinci fincan bizdən' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sorğuda iştirak edin' })).toHaveAttribute('href', '/survey');
  });
});
