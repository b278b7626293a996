import type { LanguageCode } from '@qahve/config';

export type Messages = {
  language: string;
  tagline: string;
  checking: string;
  slides: (count: number) => string;
  cmsError: string;
  notFound: string;
  backHome: string;
};

const ruPlural = new Intl.PluralRules('ru');
const ruSlideWord: Partial<Record<Intl.LDMLPluralRule, string>> = { one: 'слайд', few: 'слайда' };

export const messages: Record<LanguageCode, Messages> = {
  en: {
    language: 'Language',
    tagline: 'The site is being brewed.',
    checking: 'Checking the CMS…',
    slides: (n) => `${n} ${n === 1 ? 'slide' : 'slides'} in the CMS`,
    cmsError: 'Could not reach the CMS.',
    notFound: 'Page not found.',
    backHome: 'Back to the home page',
  },
  az: {
    language: 'Dil',
    tagline: 'Sayt dəmlənir.',
    checking: 'CMS yoxlanılır…',
    slides: (n) => `CMS-də ${n} slayd var`,
    cmsError: 'CMS ilə əlaqə qurulmadı.',
    notFound: 'Səhifə tapılmadı.',
    backHome: 'Ana səhifəyə qayıt',
  },
  ru: {
    language: 'Язык',
    tagline: 'Сайт заваривается.',
    checking: 'Проверяем CMS…',
    slides: (n) => `В CMS ${n} ${ruSlideWord[ruPlural.select(n)] ?? 'слайдов'}`,
    cmsError: 'Не удалось связаться с CMS.',
    notFound: 'Страница не найдена.',
    backHome: 'На главную',
  },
};
