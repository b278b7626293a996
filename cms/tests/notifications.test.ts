import fs from 'node:fs';
import path from 'node:path';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from './support/admin';
import { make, createUser, tri, USER_PASSWORD } from './support/fixtures';
import { listening } from './support/http';
import { nonAdministratorToken } from './support/moderation';
import { startAppProcess, type AppProcess } from './support/process';
import { TestSmtp, type ReceivedMail } from './support/smtp';
import { appModule, startServer, type TestServer } from './support/strapi';

/**
 * E-mail notifications end to end (docs/notifications.md): this test's Strapi sends through the
 * nodemailer provider to a real SMTP server (tests/support/smtp.ts) that the test takes down, hangs
 * and brings back; a second application process, started as `npm start` does, is first a process
 * without SMTP (notifications off), then, restarted, one more worker on the same queue.
 */

type Queue = typeof import('../src/lib/notifications/queue');

const PUBLIC_URL = 'https://qahve.test';

/**
 * What a mail client shows of an HTML part, roughly: tags dropped, paragraphs and line breaks as
 * new lines, entities decoded once. A mail's two parts must read the same.
 */
const htmlAsText = (html: string) =>
  html
    .replace(/<!doctype[^>]*>/i, '')
    .replace(/<br>\n?/g, '\n')
    .replace(/<\/p>\n?/g, '\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
/** Both parts of a mail: the same words; the console's links (and only they) are links in the HTML. */
function expectSameParts(mail: ReceivedMail['mail'], links: string[]) {
  const html = String(mail.html);
  expect(htmlAsText(html)).toBe(String(mail.text).trim());
  // Not a pre-formatted block that clients without CSS run into one line.
  expect(html).not.toContain('white-space');
  expect([...html.matchAll(/<a href="([^"]*)"/g)].map((m) => m[1])).toEqual(links);
}
const SMTP_TIMEOUT_MS = 3000;
const RETRY_BASE_MS = 300;
const SURVEY = 'api::survey.survey';
const REVIEW = 'api::review.review';
const MAILS = 'qahve_notification_mails';
const EVENTS = 'qahve_notification_events';

let server: TestServer;
let smtp: TestSmtp;
let second: AppProcess | null = null;
let queue: Queue;
const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};
const cv = fs.readFileSync(path.join(__dirname, 'fixtures', 'cv.pdf'));

/** Administrators and what they chose; a blocked administrator and a visitor account receive nothing. */
const PEOPLE = {
  main: ADMIN.email,
  english: 'english@qahve.test',
  russian: 'russian@qahve.test',
  blocked: 'blocked@qahve.test',
};

async function login(client: () => supertest.Agent, email: string, password: string) {
  const res = await client().post('/api/v1/admin/Identity/Login').send({ email, password });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.accessToken as string;
}

const as = (token: string) => () => server.api().set('Authorization', `Bearer ${token}`);

const postReview = (feedback: string, client = server.api()) =>
  client
    .post(`/api/v1/client/Reviews?productId=${ids.latte}&languageId=1`)
    .send({ name: 'Aysel', surname: 'Məmmədova', email: 'aysel@example.az', feedback });

const postCandidate = (name: string, surname: string) =>
  server
    .api()
    .post('/api/v1/client/Candidates?languageId=1')
    .field('name', name)
    .field('surname', surname)
    .field('number', '+994 50 123 45 67')
    .field('email', 'nigar@example.az')
    .attach('resumeFile', cv, { filename: 'cv.pdf', contentType: 'application/pdf' });

const mailRows = (where: Record<string, unknown> = {}) => server.strapi.db.connection(MAILS).where(where).orderBy('id');

/** The mails whose text mentions `marker`, by recipient. */
const about = (marker: string) => (r: ReceivedMail) => (r.mail.text ?? '').includes(marker) || (r.mail.subject ?? '').includes(marker);
const recipientsOf = (mails: ReceivedMail[]) => mails.flatMap((m) => m.to).sort();

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  return value;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  smtp = new TestSmtp();
  await smtp.start();
  server = await startServer({
    PUBLIC_URL,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    SMTP_FROM: 'Qahve Evi <notify@qahve.test>',
    SMTP_TIMEOUT: String(SMTP_TIMEOUT_MS),
    NOTIFICATIONS_INTERVAL_MS: '100',
    NOTIFICATIONS_RETRY_BASE_MS: String(RETRY_BASE_MS),
    NOTIFICATIONS_RETRY_MAX_MS: '2400',
    // The digest of the day before is due from midnight (UTC) on: queued at once, whatever the hour of the run.
    NOTIFICATIONS_DIGEST_HOUR: '0',
  });
  await listening(server.strapi.server.httpServer);
  queue = appModule<Queue>('lib/notifications/queue.js');
  const coffee = await make.category(tri('Coffee', 'Qəhvə', 'Кофе'));
  ids.latte = await make.product(tri('Latte', 'Latte az', 'Латте'), coffee);
  ids.instagram = await make.contactSource(tri('Instagram', 'İnstaqram', 'Инстаграм'));
  ids.english = await createUser(server.strapi, PEOPLE.english, 'administrator');
  ids.russian = await createUser(server.strapi, PEOPLE.russian, 'administrator');
  ids.blocked = await createUser(server.strapi, PEOPLE.blocked, 'administrator', { blocked: true });
  tokens.main = await login(server.api, ADMIN.email, ADMIN.password);
  tokens.english = await login(server.api, PEOPLE.english, USER_PASSWORD);
  tokens.russian = await login(server.api, PEOPLE.russian, USER_PASSWORD);
  tokens.visitor = await nonAdministratorToken(server);
}, 240_000);

afterAll(async () => {
  await second?.stop();
  await server?.stop();
  await smtp?.stop();
});

describe('GET/PUT /api/v1/admin/Notifications/Settings', () => {
  it('answers each administrator their own choices: everything, in Azerbaijani, until they choose', async () => {
    const res = await as(tokens.main)().get('/api/v1/admin/Notifications/Settings');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      enabled: true,
      email: ADMIN.email,
      newCandidate: true,
      pendingReview: true,
      dailyDigest: true,
      language: 'az',
    });
  });

  it('stores a choice per administrator', async () => {
    const english = await as(tokens.english)()
      .put('/api/v1/admin/Notifications/Settings')
      .send({ newCandidate: false, pendingReview: true, dailyDigest: true, language: 'en' });
    expect(english.status, JSON.stringify(english.body)).toBe(200);
    expect(english.body).toEqual({
      enabled: true,
      email: PEOPLE.english,
      newCandidate: false,
      pendingReview: true,
      dailyDigest: true,
      language: 'en',
    });
    const russian = await as(tokens.russian)()
      .put('/api/v1/admin/Notifications/Settings')
      .send({ newCandidate: true, pendingReview: false, dailyDigest: false, language: 'ru' });
    expect(russian.status).toBe(200);
    // Saved again without a language: the one chosen before stays.
    const again = await as(tokens.russian)()
      .put('/api/v1/admin/Notifications/Settings')
      .send({ newCandidate: true, pendingReview: false, dailyDigest: false });
    expect(again.body.language).toBe('ru');
    expect((await as(tokens.russian)().get('/api/v1/admin/Notifications/Settings')).body).toMatchObject({
      newCandidate: true,
      pendingReview: false,
      language: 'ru',
    });
    expect((await as(tokens.main)().get('/api/v1/admin/Notifications/Settings')).body).toMatchObject({
      newCandidate: true,
      pendingReview: true,
    });
  });

  it('refuses a body that is not a choice of each kind with a 400 naming the field', async () => {
    const cases: Array<[unknown, string]> = [
      [{ pendingReview: true, dailyDigest: true }, 'newCandidate'],
      [{ newCandidate: true, pendingReview: 'yes', dailyDigest: true }, 'pendingReview'],
      [{ newCandidate: true, pendingReview: true, dailyDigest: 1 }, 'dailyDigest'],
      [{ newCandidate: true, pendingReview: true, dailyDigest: true, language: 'fr' }, 'language'],
      [[true, true, true], 'body'],
    ];
    for (const [body, field] of cases) {
      const res = await as(tokens.main)()
        .put('/api/v1/admin/Notifications/Settings')
        .send(body as object);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
      expect(res.body.message).toEqual(expect.any(String));
    }
    const broken = await as(tokens.main)()
      .put('/api/v1/admin/Notifications/Settings')
      .set('Content-Type', 'application/json')
      .send('{"newCandidate":');
    expect(broken.status).toBe(400);
    // Nothing of the refused bodies was stored.
    expect((await as(tokens.main)().get('/api/v1/admin/Notifications/Settings')).body).toMatchObject({
      newCandidate: true,
      pendingReview: true,
      dailyDigest: true,
    });
  });

  it('is for administrators only: 401 without a valid token, 403 for another role', async () => {
    for (const method of ['get', 'put'] as const) {
      const anonymous = await server.api()[method]('/api/v1/admin/Notifications/Settings').send({});
      expect(anonymous.status).toBe(401);
      const forged = await server.api()[method]('/api/v1/admin/Notifications/Settings').set('Authorization', 'Bearer not-a-token').send({});
      expect(forged.status).toBe(401);
      const visitor = await as(tokens.visitor)()
        [method]('/api/v1/admin/Notifications/Settings')
        .send({ newCandidate: true, pendingReview: true, dailyDigest: true });
      expect(visitor.status).toBe(403);
    }
  });
});

describe('the notifications', () => {
  it('mails a new CV to the administrators who chose it, in their language, with a link to the candidate and no file', async () => {
    const res = await postCandidate('Nigar', 'Candidate-one');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const mails = await smtp.waitFor(about('Candidate-one'), 2);
    expect(recipientsOf(mails)).toEqual([PEOPLE.main, PEOPLE.russian].sort());
    const link = `${PUBLIC_URL}/admin/career-list/${res.body.id}`;
    for (const { mail } of mails) {
      expect(mail.text).toContain(link);
      expect(mail.attachments).toHaveLength(0);
      expect(mail.from?.text).toContain('notify@qahve.test');
      expect(mail.text).not.toContain('/Resume');
    }
    const [az] = mails.filter((m) => m.to.includes(PEOPLE.main));
    expect(az.mail.subject).toBe('Yeni iş müraciəti: Nigar Candidate-one');
    const [ru] = mails.filter((m) => m.to.includes(PEOPLE.russian));
    expect(ru.mail.subject).toBe('Новый отклик на вакансию: Nigar Candidate-one');
    // The HTML part reads as the text, with the link to the candidate a link.
    for (const { mail } of mails) expectSameParts(mail, [link]);
    // Sent, a mail's row keeps no personal data (the candidate's name was in its text).
    const rows = await until(
      () => mailRows({ kind: 'newCandidate' }),
      (r) => r.length === 2 && r.every((row: { status: string }) => row.status === 'sent'),
    );
    expect(rows.map((row: { subject: string; body: string }) => row.subject + row.body)).toEqual(['', '']);
  });

  it('mails a review waiting for moderation, with the product in the reader’s language and the moderation link', async () => {
    const res = await postReview('Review-one <a href="https://evil.test">click</a>');
    expect(res.status).toBe(201);
    const mails = await smtp.waitFor(about('Review-one'), 2);
    expect(recipientsOf(mails)).toEqual([PEOPLE.english, PEOPLE.main].sort());
    const [en] = mails.filter((m) => m.to.includes(PEOPLE.english));
    expect(en.mail.subject).toBe('A review is waiting for moderation: Latte');
    expect(en.mail.text).toContain('Aysel Məmmədova reviewed Latte:');
    expect(en.mail.text).toContain(`${PUBLIC_URL}/admin/products/${ids.latte}/reviews/${res.body.id}`);
    // What the visitor wrote reads as typed in both parts, and is never a link in the HTML one.
    expect(en.mail.text).toContain('Review-one <a href="https://evil.test">click</a>');
    for (const { mail } of mails) expectSameParts(mail, [`${PUBLIC_URL}/admin/products/${ids.latte}/reviews/${res.body.id}`]);
    const [az] = mails.filter((m) => m.to.includes(PEOPLE.main));
    expect(az.mail.subject).toBe('Rəy moderasiya gözləyir: Latte az');
  });

  it('queues the digest of the day before by itself, once', async () => {
    const yesterday = new Date(Date.now() - 24 * 3600 * 1000).toISOString().slice(0, 10);
    // Made into mails at the first tick after the start, for the administrators there were then
    // (the others of this file are created just after): the main one at least, each once.
    const mails = await smtp.waitFor(about(yesterday), 1);
    const [main] = mails.filter((m) => m.to.includes(PEOPLE.main));
    expect(main.mail.subject).toBe(`Qahve Evi: ${yesterday} günü`);
    expectSameParts(main.mail, [`${PUBLIC_URL}/admin/`]);
    const recipients = recipientsOf(mails);
    expect(new Set(recipients).size).toBe(recipients.length);
    // Queued again (by a second process, at a later tick): the day's key is taken, nothing new.
    const events = await server.strapi.db.connection(EVENTS).where({ dedupe_key: `digest:${yesterday}` });
    expect(events).toHaveLength(1);
    await queue.notificationWorker()!.queueDigestOf(yesterday);
    queue.notificationWorker()!.wake();
    await sleep(500);
    expect(await server.strapi.db.connection(EVENTS).where({ dedupe_key: `digest:${yesterday}` })).toHaveLength(1);
    expect(smtp.received.filter(about(yesterday))).toHaveLength(recipients.length);
  });

  it('sums a day up: its surveys and their average scores, and the reviews waiting now', async () => {
    const day = '2020-01-15';
    const answers = [
      { quality: 4, values: [3, 0, 2] },
      { quality: 2, values: [1] },
      { quality: 3, values: [2, 2] },
      { quality: 0, values: [0, 0], deleted: true },
    ];
    const surveyIds: number[] = [];
    for (const { quality, values } of answers) {
      const res = await server
        .api()
        .post('/api/v1/client/Surveys?languageId=1')
        .send({
          Gender: true,
          Age: 1,
          QualityPoint: quality,
          ContactSourceId: ids.instagram,
          Statisfactions: [{ StatisfactionDictionaries: values.map((Value, i) => ({ Key: `Criterion ${i}`, Value, LanguageId: 1 })) }],
        });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      surveyIds.push(res.body.id);
    }
    await server.strapi.db
      .query(SURVEY)
      .updateMany({ where: { id: { $in: surveyIds } }, data: { createdAt: new Date(`${day}T10:00:00Z`) } });
    await server.strapi.db.query(SURVEY).update({ where: { id: surveyIds[3] }, data: { isDeleted: true } });
    const pending = await server.strapi.db.query(REVIEW).count({ where: { isConfirmed: false, isRejected: false, isDeleted: false } });
    expect(pending).toBeGreaterThan(0);

    await queue.notificationWorker()!.queueDigestOf(day);
    queue.notificationWorker()!.wake();
    const mails = await smtp.waitFor(about(day), 2);
    expect(recipientsOf(mails)).toEqual([PEOPLE.english, PEOPLE.main].sort());
    const [en] = mails.filter((m) => m.to.includes(PEOPLE.english));
    expect(en.mail.text).toContain(`Surveys received on ${day}: 3\n`);
    expect(en.mail.text).toContain('Average quality score (0 to 4): 3.00\n');
    // (3 + 0 + 2 + 1 + 2 + 2) / 6, the deleted answer left out.
    expect(en.mail.text).toContain('Average satisfaction (0 to 3): 1.67\n');
    expect(en.mail.text).toContain(`Reviews waiting for moderation: ${pending}\n`);
    expect(en.mail.text).toContain(`${PUBLIC_URL}/admin/`);
    const [az] = mails.filter((m) => m.to.includes(PEOPLE.main));
    expect(az.mail.text).toContain(`${day} tarixində alınan sorğular: 3`);
  });

  it('sends nothing to a blocked administrator or to another role', () => {
    expect(smtp.mailsTo(PEOPLE.blocked)).toHaveLength(0);
    const known = new Set(Object.values(PEOPLE));
    expect(smtp.received.flatMap((r) => r.to).filter((to) => !known.has(to))).toEqual([]);
  });
});

describe('a mail server that fails', () => {
  it('never holds up the visitor while it is down; the mails go once it is back', async () => {
    await smtp.refuse();
    const started = Date.now();
    const res = await postReview('Review-while-down');
    const took = Date.now() - started;
    expect(res.status).toBe(201);
    expect(took).toBeLessThan(SMTP_TIMEOUT_MS / 2);
    // Tried, failed, tried again later: the rows say so, and nothing arrived.
    const rows = await until(
      () => mailRows({ kind: 'pendingReview', status: 'queued' }).whereNotNull('last_error'),
      (r) => r.length === 2 && r.every((row: { attempts: number }) => row.attempts >= 2),
    );
    expect(rows.map((r: { attempts: number }) => r.attempts).every((n: number) => n >= 2)).toBe(true);
    expect(rows[0].last_error).toMatch(/ECONNREFUSED|ESOCKET|ECONNECTION/);
    expect(smtp.received.filter(about('Review-while-down'))).toHaveLength(0);

    await smtp.open();
    const mails = await smtp.waitFor(about('Review-while-down'), 2);
    expect(recipientsOf(mails)).toEqual([PEOPLE.english, PEOPLE.main].sort());
    await sleep(1000);
    expect(smtp.received.filter(about('Review-while-down'))).toHaveLength(2);
  });

  it('never holds up the visitor while it hangs; an attempt gives up after SMTP_TIMEOUT and the next one delivers', async () => {
    await smtp.hang();
    const started = Date.now();
    const res = await postCandidate('Nigar', 'Candidate-while-hanging');
    expect(res.status).toBe(201);
    expect(Date.now() - started).toBeLessThan(SMTP_TIMEOUT_MS / 2);
    const rows = await until(
      () => mailRows({ kind: 'newCandidate', status: 'queued' }).whereNotNull('last_error'),
      (r) => r.length === 2,
      SMTP_TIMEOUT_MS * 4,
    );
    expect(rows).toHaveLength(2);
    expect(rows[0].last_error).toMatch(/ETIMEDOUT|timeout/i);
    // A public read is as quick as ever while the worker waits on the hung server.
    const read = Date.now();
    expect((await server.api().get('/api/v1/client/Products?isPaginated=false&languageId=1')).status).toBe(200);
    expect(Date.now() - read).toBeLessThan(SMTP_TIMEOUT_MS / 2);

    await smtp.open();
    const mails = await smtp.waitFor(about('Candidate-while-hanging'), 2, 20_000);
    expect(recipientsOf(mails)).toEqual([PEOPLE.main, PEOPLE.russian].sort());
  });

  it('retries a refused mail with a doubling wait, and delivers it once the server takes it', async () => {
    smtp.failRecipient(PEOPLE.russian);
    const [{ latest }] = await server.strapi.db.connection(MAILS).max({ latest: 'id' });
    const res = await postCandidate('Nigar', 'Candidate-backoff');
    expect(res.status).toBe(201);
    // The other recipient is not held up by the one that fails.
    expect(recipientsOf(await smtp.waitFor(about('Candidate-backoff'), 1))).toEqual([PEOPLE.main]);
    const attempts = await until(
      async () => smtp.refusedAttempts.get(PEOPLE.russian) ?? [],
      (times) => times.length >= 4,
    );
    expect(attempts.length).toBeGreaterThanOrEqual(4);
    const gaps = attempts.slice(1, 4).map((t, i) => t - attempts[i]);
    // 300, 600, 1200 ms at least (the base, doubled after each failure); never the tick's 100 ms.
    gaps.forEach((gap, i) => expect(gap, `gap ${i + 1}: ${gaps.join(', ')}`).toBeGreaterThanOrEqual(RETRY_BASE_MS * 2 ** i - 20));
    expect(gaps[2]).toBeGreaterThan(gaps[0] * 2);
    smtp.failRecipient(PEOPLE.russian, false);
    const mails = await smtp.waitFor(about('Candidate-backoff'), 2, 10_000);
    expect(recipientsOf(mails)).toEqual([PEOPLE.main, PEOPLE.russian].sort());
    // This candidate's row is marked sent once the server has taken the mail, a moment after the server saw it.
    const [row] = await until(
      () => mailRows({ kind: 'newCandidate', recipient: PEOPLE.russian }).andWhere('id', '>', Number(latest ?? 0)),
      (rows) => rows[0]?.status === 'sent',
    );
    expect(row.status).toBe('sent');
    expect(row.attempts).toBeGreaterThanOrEqual(5);
  });
});

describe('several processes and a restart', () => {
  const there = () => supertest.agent(second!.url);

  it('is off in a process without SMTP settings: nothing queued, and the settings say so', async () => {
    second = await startAppProcess({ SMTP_HOST: '' });
    const token = await login(there, ADMIN.email, ADMIN.password);
    const settings = await there().get('/api/v1/admin/Notifications/Settings').set('Authorization', `Bearer ${token}`);
    expect(settings.status).toBe(200);
    expect(settings.body).toMatchObject({ enabled: false, email: ADMIN.email, newCandidate: true });
    const events = Number((await server.strapi.db.connection(EVENTS).count({ n: '*' }))[0].n);
    const res = await postReview('Review-without-smtp', there());
    expect(res.status).toBe(201);
    expect(Number((await server.strapi.db.connection(EVENTS).count({ n: '*' }))[0].n)).toBe(events);
    await second.stop();
    second = null;
  });

  it('sends what was queued before a restart once, and nothing already sent again', async () => {
    // This process's worker stops as at a shutdown (Strapi's destroy hook); its HTTP server still queues.
    await queue.stopNotifications();
    const res = await postReview('Review-across-restart');
    expect(res.status).toBe(201);
    await sleep(500);
    expect(smtp.received.filter(about('Review-across-restart'))).toHaveLength(0);
    const before = smtp.received.length;

    // A fresh process on the same database: it finds the queued review, and the sent rows stay sent.
    second = await startAppProcess();
    const mails = await smtp.waitFor(about('Review-across-restart'), 2);
    expect(recipientsOf(mails)).toEqual([PEOPLE.english, PEOPLE.main].sort());
    await sleep(1500);
    expect(smtp.received.length).toBe(before + 2);
  });

  it('with two processes working one queue, sends each mail once', async () => {
    queue.startNotifications(server.strapi, 'administrator');
    await smtp.refuse();
    for (let i = 0; i < 4; i += 1) expect((await postReview(`Review-two-processes-${i}`)).status).toBe(201);
    // Both processes try them while the server is down, then race for each once it is back.
    await sleep(1000);
    await smtp.open();
    const mails = await smtp.waitFor(about('Review-two-processes-'), 8, 20_000);
    await sleep(1500);
    expect(smtp.received.filter(about('Review-two-processes-'))).toHaveLength(8);
    expect(recipientsOf(mails)).toEqual([...Array(4).fill(PEOPLE.english), ...Array(4).fill(PEOPLE.main)].sort());
  });

  it('has sent every mail of the run exactly once (one Message-ID each)', () => {
    const ids = smtp.received.map((r) => r.mail.messageId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('a review the notification cannot be stored with', () => {
  it('is not stored either (one transaction), and the visitor is told', async () => {
    const reviews = await server.strapi.db.query(REVIEW).count();
    await server.strapi.db.connection.schema.renameTable(EVENTS, `${EVENTS}_away`);
    try {
      const res = await postReview('Review-without-queue');
      expect(res.status).toBeGreaterThanOrEqual(500);
      expect(await server.strapi.db.query(REVIEW).count()).toBe(reviews);
    } finally {
      await server.strapi.db.connection.schema.renameTable(`${EVENTS}_away`, EVENTS);
    }
  });
});
