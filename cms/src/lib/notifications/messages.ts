import type { LanguageCode } from '@qahve/config';

/**
 * The e-mails' texts, in the recipient's language (chosen with their settings). The text is the mail;
 * its HTML part (mailHtml) only sets the same words as paragraphs with the console's links as links:
 * nothing a visitor wrote can become markup or a link in an administrator's mail client, and a CV
 * is never attached (the mail links to the candidate in the console, which asks for a sign-in).
 */

export interface CandidateFacts {
  id: number;
  /** Null once the candidate was erased before the mail was made. */
  name: string | null;
  link: string;
}

export interface ReviewFacts {
  id: number;
  author: string | null;
  product: Record<LanguageCode, string> | null;
  feedback: string | null;
  link: string;
}

export interface DigestFacts {
  day: string;
  surveys: number;
  /** Averages over the day's surveys, null without any. */
  averageQuality: number | null;
  averageSatisfaction: number | null;
  pendingReviews: number;
  link: string;
}

export interface Mail {
  subject: string;
  body: string;
}

const FEEDBACK_EXCERPT = 500;

const one = (value: number | null, none: string) => (value === null ? none : value.toFixed(2));

const excerpt = (text: string | null) => {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim();
  return clean.length > FEEDBACK_EXCERPT ? `${clean.slice(0, FEEDBACK_EXCERPT)}…` : clean;
};

const TEXTS = {
  en: {
    candidateSubject: (name: string) => `New job application: ${name}`,
    candidateBody: (name: string, link: string) =>
      `${name} applied on the careers page.\n\nOpen the application in the console (the CV is there, not in this e-mail):\n${link}\n`,
    someone: 'a candidate (since erased)',
    reviewSubject: (product: string) => `A review is waiting for moderation: ${product}`,
    reviewBody: (author: string, product: string, feedback: string, link: string) =>
      `${author} reviewed ${product}:\n\n${feedback}\n\nConfirm or reject it in the console:\n${link}\n`,
    anonymous: 'A visitor',
    unknownProduct: 'a product',
    digestSubject: (day: string) => `Qahve Evi: the day of ${day}`,
    digestBody: (f: DigestFacts) =>
      `Surveys received on ${f.day}: ${f.surveys}\n` +
      `Average quality score (0 to 4): ${one(f.averageQuality, '—')}\n` +
      `Average satisfaction (0 to 3): ${one(f.averageSatisfaction, '—')}\n` +
      `Reviews waiting for moderation: ${f.pendingReviews}\n\nThe console:\n${f.link}\n`,
    footer: 'You receive this because you chose it in the console (account menu, "Notifications").',
  },
  az: {
    candidateSubject: (name: string) => `Yeni iş müraciəti: ${name}`,
    candidateBody: (name: string, link: string) =>
      `${name} karyera səhifəsində müraciət etdi.\n\nMüraciəti konsolda açın (CV oradadır, bu məktubda deyil):\n${link}\n`,
    someone: 'namizəd (artıq silinib)',
    reviewSubject: (product: string) => `Rəy moderasiya gözləyir: ${product}`,
    reviewBody: (author: string, product: string, feedback: string, link: string) =>
      `${author} ${product} haqqında rəy yazdı:\n\n${feedback}\n\nKonsolda təsdiqləyin və ya rədd edin:\n${link}\n`,
    anonymous: 'Ziyarətçi',
    unknownProduct: 'məhsul',
    digestSubject: (day: string) => `Qahve Evi: ${day} günü`,
    digestBody: (f: DigestFacts) =>
      `${f.day} tarixində alınan sorğular: ${f.surveys}\n` +
      `Orta keyfiyyət balı (0-4): ${one(f.averageQuality, '—')}\n` +
      `Orta məmnunluq (0-3): ${one(f.averageSatisfaction, '—')}\n` +
      `Moderasiya gözləyən rəylər: ${f.pendingReviews}\n\nKonsol:\n${f.link}\n`,
    footer: 'Bu məktubu konsolda seçdiyiniz üçün alırsınız (hesab menyusu, "Bildirişlər").',
  },
  ru: {
    candidateSubject: (name: string) => `Новый отклик на вакансию: ${name}`,
    candidateBody: (name: string, link: string) =>
      `${name} откликнулся на странице вакансий.\n\nОткройте отклик в консоли (резюме там, а не в этом письме):\n${link}\n`,
    someone: 'кандидат (уже удалён)',
    reviewSubject: (product: string) => `Отзыв ждёт модерации: ${product}`,
    reviewBody: (author: string, product: string, feedback: string, link: string) =>
      `${author} оставил отзыв о «${product}»:\n\n${feedback}\n\nПодтвердите или отклоните его в консоли:\n${link}\n`,
    anonymous: 'Посетитель',
    unknownProduct: 'товар',
    digestSubject: (day: string) => `Qahve Evi: итоги дня ${day}`,
    digestBody: (f: DigestFacts) =>
      `Анкет получено ${f.day}: ${f.surveys}\n` +
      `Средняя оценка качества (0–4): ${one(f.averageQuality, '—')}\n` +
      `Средняя удовлетворённость (0–3): ${one(f.averageSatisfaction, '—')}\n` +
      `Отзывов ждут модерации: ${f.pendingReviews}\n\nКонсоль:\n${f.link}\n`,
    footer: 'Вы получаете это письмо, потому что выбрали его в консоли (меню учётной записи, «Уведомления»).',
  },
} satisfies Record<LanguageCode, unknown>;

const withFooter = (language: LanguageCode, body: string) => `${body}\n-- \n${TEXTS[language].footer}\n`;

export function candidateMail(language: LanguageCode, facts: CandidateFacts): Mail {
  const t = TEXTS[language];
  const name = facts.name ?? t.someone;
  return { subject: t.candidateSubject(name), body: withFooter(language, t.candidateBody(name, facts.link)) };
}

export function reviewMail(language: LanguageCode, facts: ReviewFacts): Mail {
  const t = TEXTS[language];
  const product = facts.product?.[language] || facts.product?.az || t.unknownProduct;
  return {
    subject: t.reviewSubject(product),
    body: withFooter(language, t.reviewBody(facts.author || t.anonymous, product, excerpt(facts.feedback), facts.link)),
  };
}

export function digestMail(language: LanguageCode, facts: DigestFacts): Mail {
  const t = TEXTS[language];
  return { subject: t.digestSubject(facts.day), body: withFooter(language, t.digestBody(facts)) };
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);

/**
 * The HTML part of a mail: the plain text (the mail itself, docs/notifications.md) as paragraphs and
 * line breaks, which every client renders without CSS, and a line that is a link into the console
 * (`consoleOrigin/admin...`, as the mails' own links are) as a link. Everything else, what a visitor
 * typed included, is escaped text: it reads as typed and never becomes markup or a link.
 */
export function mailHtml(body: string, consoleOrigin: string): string {
  const consoleLink = new RegExp(`^${consoleOrigin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/admin(?:/\\S*)?$`);
  const line = (text: string) => (consoleLink.test(text) ? `<a href="${escapeHtml(text)}">${escapeHtml(text)}</a>` : escapeHtml(text));
  const paragraphs = body
    .trim()
    .split(/\n{2,}/)
    .map((block) => `<p>${block.split('\n').map(line).join('<br>\n')}</p>`);
  return `<!doctype html>\n<html><body style="font-family:sans-serif">\n${paragraphs.join('\n')}\n</body></html>\n`;
}
