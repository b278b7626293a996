import type { LanguageCode } from '@qahve/config';

export type Messages = {
  console: string;
  comingSoon: string;
  signIn: string;
  signInPlaceholder: string;
  backHome: string;
};

export const messages: Record<LanguageCode, Messages> = {
  en: {
    console: 'Console',
    comingSoon: 'The console is being brewed.',
    signIn: 'Sign in',
    signInPlaceholder: 'Console sign-in comes with the console issue.',
    backHome: 'Back to the console',
  },
  az: {
    console: 'İdarəetmə paneli',
    comingSoon: 'İdarəetmə paneli dəmlənir.',
    signIn: 'Daxil ol',
    signInPlaceholder: 'Panelə giriş panel tapşırığı ilə birlikdə gələcək.',
    backHome: 'Panelə qayıt',
  },
  ru: {
    console: 'Консоль',
    comingSoon: 'Консоль заваривается.',
    signIn: 'Войти',
    signInPlaceholder: 'Вход в консоль появится вместе с задачей по консоли.',
    backHome: 'Назад в консоль',
  },
};
