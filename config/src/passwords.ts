import { z } from 'zod';
import type { LanguageCode } from './languages';
import { localMessage } from './messages';

/**
 * The password rules of every administrator, the console's and the Strapi panel's alike: the panel's
 * own rules (a lowercase and an uppercase letter and a digit, at most 72 bytes, beyond which bcrypt
 * ignores the rest) with this project's longer minimum. The server checks them and the console checks
 * them before sending, with the same messages.
 */
export const PASSWORD_RULES = {
  minLength: 12,
  /** bcrypt reads at most 72 bytes of UTF-8: a longer password would be cut without a word. */
  maxBytes: 72,
} as const;

/** The messages of the password rules and of the console's "change my password", in the three languages. */
export const PASSWORD_MESSAGES = {
  en: {
    currentPasswordRequired: 'Current password is required',
    currentPasswordWrong: 'The current password is not correct',
    newPasswordRequired: 'New password is required',
    passwordTooShort: 'The password must be at least {min} characters long',
    passwordTooLong: 'The password must be at most {max} bytes long',
    passwordNeedsLowercase: 'The password must contain a lowercase letter',
    passwordNeedsUppercase: 'The password must contain an uppercase letter',
    passwordNeedsDigit: 'The password must contain a digit',
    passwordUnchanged: 'The new password must differ from the current one',
    passwordConfirmationRequired: 'Repeat the new password',
    passwordsDiffer: 'The passwords do not match',
  },
  az: {
    currentPasswordRequired: 'Hazırkı şifrə tələb olunur',
    currentPasswordWrong: 'Hazırkı şifrə düzgün deyil',
    newPasswordRequired: 'Yeni şifrə tələb olunur',
    passwordTooShort: 'Şifrə ən azı {min} simvoldan ibarət olmalıdır',
    passwordTooLong: 'Şifrə ən çoxu {max} bayt ola bilər',
    passwordNeedsLowercase: 'Şifrədə kiçik hərf olmalıdır',
    passwordNeedsUppercase: 'Şifrədə böyük hərf olmalıdır',
    passwordNeedsDigit: 'Şifrədə rəqəm olmalıdır',
    passwordUnchanged: 'Yeni şifrə hazırkından fərqli olmalıdır',
    passwordConfirmationRequired: 'Yeni şifrəni təkrar yazın',
    passwordsDiffer: 'Şifrələr eyni deyil',
  },
  ru: {
    currentPasswordRequired: 'Укажите текущий пароль',
    currentPasswordWrong: 'Текущий пароль указан неверно',
    newPasswordRequired: 'Укажите новый пароль',
    passwordTooShort: 'Пароль должен содержать не менее {min} символов',
    passwordTooLong: 'Пароль должен занимать не более {max} байт',
    passwordNeedsLowercase: 'Пароль должен содержать строчную букву',
    passwordNeedsUppercase: 'Пароль должен содержать заглавную букву',
    passwordNeedsDigit: 'Пароль должен содержать цифру',
    passwordUnchanged: 'Новый пароль должен отличаться от текущего',
    passwordConfirmationRequired: 'Повторите новый пароль',
    passwordsDiffer: 'Пароли не совпадают',
  },
} as const satisfies Record<LanguageCode, Record<string, string>>;

export type PasswordMessageKey = keyof (typeof PASSWORD_MESSAGES)['en'];

export function passwordMessage(locale: LanguageCode, key: PasswordMessageKey): string {
  return localMessage(PASSWORD_MESSAGES, locale, key, { min: PASSWORD_RULES.minLength, max: PASSWORD_RULES.maxBytes });
}

const utf8Bytes = (value: string) => new TextEncoder().encode(value).length;

/** The first rule a new password breaks (its message key), or undefined when it keeps them all. */
export function passwordRuleBroken(password: string): PasswordMessageKey | undefined {
  if (password.length < PASSWORD_RULES.minLength) return 'passwordTooShort';
  if (utf8Bytes(password) > PASSWORD_RULES.maxBytes) return 'passwordTooLong';
  if (!/\p{Ll}/u.test(password)) return 'passwordNeedsLowercase';
  if (!/\p{Lu}/u.test(password)) return 'passwordNeedsUppercase';
  if (!/\p{Nd}/u.test(password)) return 'passwordNeedsDigit';
  return undefined;
}

/** The message of the first rule a new password breaks, in this language; undefined when it is fine. */
export function passwordProblem(password: string, locale: LanguageCode): string | undefined {
  const key = passwordRuleBroken(password);
  return key ? passwordMessage(locale, key) : undefined;
}

/**
 * The body of POST /api/v1/admin/Identity/Password, with its messages in the caller's language.
 * Passwords are taken as typed: never trimmed (a space may be part of one).
 */
export function passwordChangeSchema(locale: LanguageCode) {
  const m = (key: PasswordMessageKey) => passwordMessage(locale, key);
  return z
    .object({
      // Longer than any valid password, short enough that comparing it costs nothing.
      currentPassword: z
        .string({ error: m('currentPasswordRequired') })
        .min(1, m('currentPasswordRequired'))
        .max(200, m('currentPasswordWrong')),
      newPassword: z
        .string({ error: m('newPasswordRequired') })
        .min(1, m('newPasswordRequired'))
        .superRefine((value, ctx) => {
          const problem = passwordProblem(value, locale);
          if (problem) ctx.addIssue({ code: 'custom', message: problem });
        }),
    })
    .superRefine(({ currentPassword, newPassword }, ctx) => {
      if (currentPassword === newPassword) ctx.addIssue({ code: 'custom', path: ['newPassword'], message: m('passwordUnchanged') });
    });
}

export type PasswordChange = z.output<ReturnType<typeof passwordChangeSchema>>;
