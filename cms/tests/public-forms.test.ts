import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Response } from 'supertest';
import { publicMessage, type LanguageCode, type PublicMessageKey } from '@qahve/config';
import { countRows, make, tri } from './support/fixtures';
import { startServer, type TestServer } from './support/strapi';

const REVIEW = 'api::review.review';
const SURVEY = 'api::survey.survey';
const CANDIDATE = 'api::candidate.candidate';

const TWO_MB = 2 * 1024 * 1024;
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const PUBLIC_UPLOADS = path.resolve(__dirname, '../public/uploads');

let server: TestServer;
const ids: Record<string, number> = {};
const files: Record<string, Buffer> = {};

beforeAll(async () => {
  server = await startServer();
  const { strapi } = server;

  const category = await make.category(tri('Coffee', 'Qəhvə', 'Кофе'));
  ids.product = await make.product(tri('Latte', 'Latte', 'Латте'), category);
  ids.deletedProduct = await make.product(tri('Gone', 'Silinmiş', 'Удалённый'), category, { isDeleted: true });
  ids.confirmedReview = await make.review(strapi, ids.product, { name: 'Confirmed' });

  ids.instagram = await make.contactSource(tri('Instagram', 'İnstaqram', 'Инстаграм'));
  ids.friends = await make.contactSource(tri('Friends', 'Dostlar', 'Друзья'));

  for (const name of ['cv.pdf', 'cv.docx', 'not-a-cv.pdf', 'sheet.xlsx']) {
    files[name] = await fs.readFile(path.join(__dirname, 'fixtures', name));
  }
});

afterAll(() => server?.stop());

const m = (key: PublicMessageKey, locale: LanguageCode = 'az', params: Record<string, number> = {}) => publicMessage(locale, key, params);

/** The one answer a single bad field gets: 400 (or `status`), the message, and the field named. */
function expectFieldError(res: Response, field: string, message: string, status = 400) {
  expect(res.status, `${field}: ${JSON.stringify(res.body)}`).toBe(status);
  expect(res.headers['content-type']).toMatch(/application\/json/);
  expect(res.body).toEqual({ message, errors: [{ field, message }] });
}

/** A request that must be refused: the number of rows of `uid` is the same afterwards. */
async function refused(uid: string, send: () => Promise<Response>) {
  const before = await countRows(server.strapi, uid);
  const res = await send();
  expect(await countRows(server.strapi, uid), `a refused request stored a row: ${res.status}`).toBe(before);
  return res;
}

// ---------------------------------------------------------------------------------------------
// Reviews
// ---------------------------------------------------------------------------------------------

const validReview = { name: 'Aysel', surname: 'Məmmədova', email: 'aysel@example.az', feedback: 'Çox dadlı qəhvə!' };
/** Tests of the rules name Azerbaijani explicitly; the default language has its own tests below. */
const AZ = 'languageId=2';
/** The reviews address of the test product, with no language named. */
const reviewsOfProduct = () => `/api/v1/client/Reviews?productId=${ids.product}`;
const postReview = (body: unknown, query = `productId=${ids.product}&${AZ}`) =>
  server
    .api()
    .post(`/api/v1/client/Reviews?${query}`)
    .send(body as object);

describe('POST /api/v1/client/Reviews', () => {
  it('stores a review unconfirmed, with trimmed values, and answers 201 with the approval message', async () => {
    const before = await countRows(server.strapi, REVIEW);
    const res = await postReview({
      name: '  Aysel ',
      surname: ' Məmmədova\t',
      email: '  aysel@example.az ',
      feedback: '\n Çox dadlı qəhvə!  ',
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), message: m('reviewSubmitted') });
    expect(res.body.message).toBe('Rəyiniz göndərildi. Admin təsdiqindən sonra görünəcək.');
    expect(await countRows(server.strapi, REVIEW)).toBe(before + 1);

    const row = await server.strapi.db.query(REVIEW).findOne({ where: { id: res.body.id } });
    expect(row).toMatchObject({
      productId: ids.product,
      name: 'Aysel',
      surname: 'Məmmədova',
      email: 'aysel@example.az',
      feedback: 'Çox dadlı qəhvə!',
      isConfirmed: false,
      isRejected: false,
      isDeleted: false,
    });
  });

  it('keeps a new review out of the public list until it is confirmed', async () => {
    const created = await postReview({ ...validReview, name: 'Waiting' });
    expect(created.status).toBe(201);
    const list = await server.api().get(`/api/v1/client/Reviews?productId=${ids.product}&isPaginated=false`);
    expect(list.status).toBe(200);
    const shown = list.body.items.map((r: { id: number }) => r.id);
    expect(shown).toContain(ids.confirmedReview);
    expect(shown).not.toContain(created.body.id);
    expect(list.body.items.map((r: { name: string }) => r.name)).not.toContain('Waiting');
  });

  it('answers in English with languageId=1', async () => {
    const res = await postReview(validReview, `productId=${ids.product}&languageId=1`);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(m('reviewSubmitted', 'en'));
    expect(res.body.message).toBe('Your review has been submitted. It will appear after admin approval.');
  });

  it('accepts a review without a surname (missing or blank stored as null)', async () => {
    const { surname: _omit, ...withoutSurname } = validReview;
    for (const body of [withoutSurname, { ...validReview, surname: '   ' }, { ...validReview, surname: null }]) {
      const res = await postReview(body);
      expect(res.status, JSON.stringify(body)).toBe(201);
      const row = await server.strapi.db.query(REVIEW).findOne({ where: { id: res.body.id } });
      expect(row.surname).toBeNull();
    }
  });

  it('accepts a name of exactly 100 and feedback of exactly 2000 characters', async () => {
    const name = 'N'.repeat(100);
    const feedback = 'ə'.repeat(2000);
    const res = await postReview({ ...validReview, name, feedback });
    expect(res.status).toBe(201);
    const row = await server.strapi.db.query(REVIEW).findOne({ where: { id: res.body.id } });
    expect(row.name).toBe(name);
    expect(row.feedback).toBe(feedback);
  });

  it('refuses each missing, blank or invalid field with its exact message and stores nothing', async () => {
    const { name: _n, ...noName } = validReview;
    const { email: _e, ...noEmail } = validReview;
    const { feedback: _f, ...noFeedback } = validReview;
    const cases: Array<[string, object, string, string]> = [
      ['missing name', noName, 'name', m('nameRequired')],
      ['blank name', { ...validReview, name: '   ' }, 'name', m('nameRequired')],
      ['null name', { ...validReview, name: null }, 'name', m('nameRequired')],
      ['missing email', noEmail, 'email', m('emailRequired')],
      ['blank email', { ...validReview, email: ' \t ' }, 'email', m('emailRequired')],
      ['invalid email', { ...validReview, email: 'aysel.example.az' }, 'email', m('emailInvalid')],
      ['email with a space', { ...validReview, email: 'ay sel@example.az' }, 'email', m('emailInvalid')],
      ['missing feedback', noFeedback, 'feedback', m('feedbackRequired')],
      ['blank feedback', { ...validReview, feedback: '\n  \n' }, 'feedback', m('feedbackRequired')],
      ['feedback of 2001 characters', { ...validReview, feedback: 'x'.repeat(2001) }, 'feedback', m('tooLong', 'az', { max: 2000 })],
      ['name of 101 characters', { ...validReview, name: 'x'.repeat(101) }, 'name', m('tooLong', 'az', { max: 100 })],
      ['surname of 101 characters', { ...validReview, surname: 'x'.repeat(101) }, 'surname', m('tooLong', 'az', { max: 100 })],
      ['name that is a number', { ...validReview, name: 42 }, 'name', m('nameRequired')],
    ];
    for (const [label, body, field, message] of cases) {
      const res = await refused(REVIEW, () => postReview(body));
      expect(res.status, label).toBe(400);
      expectFieldError(res, field, message);
    }
  });

  it('words its messages exactly as configured, with {max} filled in', async () => {
    const res = await refused(REVIEW, () => postReview({ ...validReview, name: '' }));
    expectFieldError(res, 'name', 'Ad tələb olunur');
    const long = await refused(REVIEW, () => postReview({ ...validReview, feedback: 'x'.repeat(2001) }));
    expectFieldError(long, 'feedback', 'Çox uzundur: ən çoxu 2000 simvol');
  });

  it('names every bad field at once, in the form order, leading with the first', async () => {
    const res = await refused(REVIEW, () => postReview({}));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { field: 'name', message: m('nameRequired') },
      { field: 'email', message: m('emailRequired') },
      { field: 'feedback', message: m('feedbackRequired') },
    ]);
    expect(res.body.message).toBe(m('nameRequired'));
  });

  it('answers 404 on productId for a product that does not exist or is deleted, and stores nothing', async () => {
    for (const productId of [999999, ids.deletedProduct]) {
      const res = await refused(REVIEW, () => postReview(validReview, `productId=${productId}&${AZ}`));
      expectFieldError(res, 'productId', m('productUnknown'), 404);
    }
    const en = await refused(REVIEW, () => postReview(validReview, `productId=999999&languageId=1`));
    expectFieldError(en, 'productId', 'Product not found', 404);
  });

  it('refuses a product id beyond the 32-bit integer range with 400, not a server error', async () => {
    const res = await refused(REVIEW, () => postReview(validReview, `productId=2147483648&${AZ}`));
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(['productId']);
    const list = await server.api().get('/api/v1/client/Reviews?productId=2147483648');
    expect(list.status).toBe(400);
  });

  it('refuses a missing or malformed productId with 400 on productId', async () => {
    for (const query of [
      '',
      'productId=',
      'productId=abc',
      'productId=0',
      'productId=-3',
      'productId=1.5',
      `productId=${ids.product}&productId=${ids.product}`,
    ]) {
      const res = await refused(REVIEW, () => postReview(validReview, query));
      expect(res.status, query).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
      expect(
        res.body.errors.map((e: { field: string }) => e.field),
        query,
      ).toEqual(['productId']);
    }
  });

  it('refuses a JSON array body with 400 and the invalid-request message', async () => {
    const res = await refused(REVIEW, () => postReview([validReview]));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: m('invalidRequest') });
  });

  it('refuses malformed JSON with 400 and a JSON message', async () => {
    const res = await refused(REVIEW, () =>
      server.api().post(reviewsOfProduct()).set('Content-Type', 'application/json').send('{"name": "Aysel", "email": '),
    );
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body.message).toEqual(expect.any(String));
    expect(res.body.message.length).toBeGreaterThan(0);
  });

  it('refuses a body over 256 kB with 413 and a JSON message', async () => {
    const res = await refused(REVIEW, () => postReview({ ...validReview, feedback: 'x'.repeat(300 * 1024) }));
    expect(res.status).toBe(413);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body.message).toEqual(expect.any(String));
  });

  it('refuses a text/plain body with 415, saying it takes JSON', async () => {
    const res = await refused(REVIEW, () =>
      server
        .api()
        .post(`/api/v1/client/Reviews?productId=${ids.product}&${AZ}`)
        .set('Content-Type', 'text/plain')
        .send(JSON.stringify(validReview)),
    );
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ message: publicMessage('az', 'bodyType', { type: 'text/plain', accepted: 'application/json' }) });
  });
});

// ---------------------------------------------------------------------------------------------
// Surveys
// ---------------------------------------------------------------------------------------------

/** As the old site sent it: PascalCase keys, the criteria in one group. */
const pascalSurvey = () => ({
  Gender: true,
  Age: 1,
  QualityPoint: 4,
  ContactSourceId: ids.instagram,
  Comment: '  Əla xidmət  ',
  Statisfactions: [
    {
      StatisfactionDictionaries: [
        { Key: 'Cleanliness', Value: 3, LanguageId: 1 },
        { Key: 'Wi-Fi', Value: 0, LanguageId: 1 },
        { Key: 'Drinks', Value: 2, LanguageId: 2 },
      ],
    },
  ],
});
const postSurvey = (body: unknown, query = `?${AZ}`) =>
  server
    .api()
    .post(`/api/v1/client/Surveys${query}`)
    .send(body as object);
const readSurvey = (id: number) => server.strapi.db.query(SURVEY).findOne({ where: { id }, populate: ['statisfactions'] });

describe('POST /api/v1/client/Surveys', () => {
  it('stores a PascalCase submission with its criteria as component entries and answers 201 with the thanks', async () => {
    const before = await countRows(server.strapi, SURVEY);
    const res = await postSurvey(pascalSurvey());
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), message: m('surveySubmitted') });
    expect(res.body.message).toBe('Təşəkkür edirik! Cavabınız qeydə alındı.');
    expect(await countRows(server.strapi, SURVEY)).toBe(before + 1);

    const row = await readSurvey(res.body.id);
    expect(row).toMatchObject({
      gender: true,
      age: 1,
      qualityPoint: 4,
      contactSourceId: ids.instagram,
      comment: 'Əla xidmət',
      isDeleted: false,
    });
    expect(row.statisfactions.map(({ key, value, languageId }: Record<string, unknown>) => ({ key, value, languageId }))).toEqual([
      { key: 'Cleanliness', value: 3, languageId: 1 },
      { key: 'Wi-Fi', value: 0, languageId: 1 },
      { key: 'Drinks', value: 2, languageId: 2 },
    ]);
  });

  it('accepts camelCase keys too, and answers in English with languageId=1', async () => {
    const res = await postSurvey(
      {
        gender: false,
        age: 3,
        qualityPoint: 0,
        contactSourceId: ids.friends,
        comment: 'Fine',
        statisfactions: [{ statisfactionDictionaries: [{ key: 'Staff', value: 1, languageId: 3 }] }],
      },
      '?languageId=1',
    );
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(m('surveySubmitted', 'en'));
    expect(res.body.message).toBe('Thank you! Your response has been recorded.');
    const row = await readSurvey(res.body.id);
    expect(row).toMatchObject({ gender: false, age: 3, qualityPoint: 0, contactSourceId: ids.friends, comment: 'Fine' });
    expect(row.statisfactions).toEqual([expect.objectContaining({ key: 'Staff', value: 1, languageId: 3 })]);
  });

  it('stores a blank, whitespace-only, null or missing comment as "No comment"', async () => {
    const { Comment: _omit, ...withoutComment } = pascalSurvey();
    const cases: Array<[string, object]> = [
      ['empty', { ...pascalSurvey(), Comment: '' }],
      ['whitespace', { ...pascalSurvey(), Comment: ' \n\t ' }],
      ['null', { ...pascalSurvey(), Comment: null }],
      ['missing', withoutComment],
    ];
    for (const [label, body] of cases) {
      const res = await postSurvey(body);
      expect(res.status, label).toBe(201);
      expect((await readSurvey(res.body.id)).comment).toBe('No comment');
    }
  });

  it('accepts a submission without Statisfactions (or with none) and stores no criteria', async () => {
    const { Statisfactions: _omit, ...withoutCriteria } = pascalSurvey();
    for (const body of [withoutCriteria, { ...withoutCriteria, Statisfactions: [] }]) {
      const res = await postSurvey(body);
      expect(res.status).toBe(201);
      expect((await readSurvey(res.body.id)).statisfactions).toEqual([]);
    }
  });

  it('accepts a comment of exactly 1000 characters', async () => {
    const comment = 'ş'.repeat(1000);
    const res = await postSurvey({ ...pascalSurvey(), Comment: comment });
    expect(res.status).toBe(201);
    expect((await readSurvey(res.body.id)).comment).toBe(comment);
  });

  it('checks the four choices in the form order: gender, age, quality, contact source ("seçilməyib!")', async () => {
    const steps: Array<[object, string, PublicMessageKey, string]> = [
      [{}, 'gender', 'genderNotSelected', 'Cins seçilməyib!'],
      [{ Gender: true }, 'age', 'ageNotSelected', 'Yaş seçilməyib!'],
      [{ Gender: true, Age: 2 }, 'qualityPoint', 'qualityNotSelected', 'Keyfiyyət qiyməti seçilməyib!'],
      [{ Gender: true, Age: 2, QualityPoint: 3 }, 'contactSourceId', 'contactSourceNotSelected', 'Əlaqə mənbəyi seçilməyib!'],
    ];
    for (const [body, field, key, literal] of steps) {
      const res = await refused(SURVEY, () => postSurvey(body));
      expect(res.status, field).toBe(400);
      expect(m(key)).toBe(literal);
      expect(res.body.message).toBe(literal);
      expect(res.body.errors[0]).toEqual({ field, message: literal });
    }
    const empty = await refused(SURVEY, () => postSurvey({}));
    expect(empty.body.errors.map((e: { field: string }) => e.field)).toEqual(['gender', 'age', 'qualityPoint', 'contactSourceId']);
  });

  it('words the missing choices in Russian with languageId=3', async () => {
    const res = await refused(SURVEY, () => postSurvey({}, '?languageId=3'));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(m('genderNotSelected', 'ru'));
    expect(res.body.errors).toEqual([
      { field: 'gender', message: m('genderNotSelected', 'ru') },
      { field: 'age', message: m('ageNotSelected', 'ru') },
      { field: 'qualityPoint', message: m('qualityNotSelected', 'ru') },
      { field: 'contactSourceId', message: m('contactSourceNotSelected', 'ru') },
    ]);
    expect(res.body.message).toBe('Пол не выбран!');
  });

  it('refuses out-of-range and wrongly typed values with the field named, storing nothing', async () => {
    const criterion = (entry: Record<string, unknown>) => ({
      ...pascalSurvey(),
      Statisfactions: [{ StatisfactionDictionaries: [{ Key: 'Food', Value: 1, LanguageId: 2, ...entry }] }],
    });
    const entryField = (name: string) => `statisfactions[0].statisfactionDictionaries[0].${name}`;
    const cases: Array<[string, object, string, string]> = [
      ['Gender "true" (a string)', { ...pascalSurvey(), Gender: 'true' }, 'gender', m('genderNotSelected')],
      ['Gender 1', { ...pascalSurvey(), Gender: 1 }, 'gender', m('genderNotSelected')],
      ['Age 4', { ...pascalSurvey(), Age: 4 }, 'age', m('ageNotSelected')],
      ['Age -1', { ...pascalSurvey(), Age: -1 }, 'age', m('ageNotSelected')],
      ['Age 1.5', { ...pascalSurvey(), Age: 1.5 }, 'age', m('ageNotSelected')],
      ['Age "1"', { ...pascalSurvey(), Age: '1' }, 'age', m('ageNotSelected')],
      ['QualityPoint 5', { ...pascalSurvey(), QualityPoint: 5 }, 'qualityPoint', m('qualityNotSelected')],
      ['QualityPoint -1', { ...pascalSurvey(), QualityPoint: -1 }, 'qualityPoint', m('qualityNotSelected')],
      ['ContactSourceId 0', { ...pascalSurvey(), ContactSourceId: 0 }, 'contactSourceId', m('contactSourceNotSelected')],
      ['ContactSourceId "x"', { ...pascalSurvey(), ContactSourceId: 'x' }, 'contactSourceId', m('contactSourceNotSelected')],
      ['satisfaction Value 4', criterion({ Value: 4 }), entryField('value'), m('satisfactionInvalid')],
      ['satisfaction Value -1', criterion({ Value: -1 }), entryField('value'), m('satisfactionInvalid')],
      ['LanguageId 9', criterion({ LanguageId: 9 }), entryField('languageId'), m('languageInvalid')],
      ['blank Key', criterion({ Key: '  ' }), entryField('key'), m('criterionRequired')],
      ['comment of 1001 characters', { ...pascalSurvey(), Comment: 'x'.repeat(1001) }, 'comment', m('tooLong', 'az', { max: 1000 })],
    ];
    for (const [label, body, field, message] of cases) {
      const res = await refused(SURVEY, () => postSurvey(body));
      expect(res.status, label).toBe(400);
      expect(res.body, label).toEqual({ message, errors: [{ field, message }] });
    }
  });

  it('refuses a contact source that does not exist with 400 on contactSourceId', async () => {
    const res = await refused(SURVEY, () => postSurvey({ ...pascalSurvey(), ContactSourceId: 999999 }));
    expectFieldError(res, 'contactSourceId', m('contactSourceUnknown'));
    const en = await refused(SURVEY, () => postSurvey({ ...pascalSurvey(), ContactSourceId: 999999 }, '?languageId=1'));
    expectFieldError(en, 'contactSourceId', 'Contact source does not exist');
  });

  it('refuses a contact source id beyond the 32-bit integer range with 400, not a server error', async () => {
    const res = await refused(SURVEY, () => postSurvey({ ...pascalSurvey(), ContactSourceId: 2147483648 }));
    expectFieldError(res, 'contactSourceId', m('contactSourceUnknown'));
  });

  it('refuses a body that is not a JSON object with 400', async () => {
    const array = await refused(SURVEY, () => postSurvey([pascalSurvey()]));
    expect(array.status).toBe(400);
    expect(array.body).toEqual({ message: m('invalidRequest') });
    const malformed = await refused(SURVEY, () =>
      server.api().post(`/api/v1/client/Surveys?${AZ}`).set('Content-Type', 'application/json').send('{"Gender": tru'),
    );
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toEqual(expect.any(String));
  });
});

// ---------------------------------------------------------------------------------------------
// Candidates
// ---------------------------------------------------------------------------------------------

interface Attachment {
  bytes: Buffer;
  filename: string;
  contentType: string;
}

const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const validCandidate = { name: 'Nigar', surname: 'Əliyeva', number: '+994 50 123 45 67', email: 'nigar@example.az' };
const pdf = (overrides: Partial<Attachment> = {}): Attachment => ({
  bytes: files['cv.pdf'],
  filename: 'cv.pdf',
  contentType: PDF,
  ...overrides,
});

/** A PDF of exactly `size` bytes: the fixture's header and body, padded with spaces. */
function pdfOfSize(size: number) {
  const bytes = Buffer.alloc(size, 0x20);
  files['cv.pdf'].copy(bytes, 0);
  return bytes;
}

function postCandidate(
  fields: Record<string, string | undefined>,
  file: Attachment | null,
  {
    query = `?${AZ}`,
    agent = server.api(),
    fileField = 'resumeFile',
  }: { query?: string; agent?: ReturnType<TestServer['api']>; fileField?: string } = {},
) {
  const req = agent.post(`/api/v1/client/Candidates${query}`);
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) req.field(key, value);
  if (file) req.attach(fileField, file.bytes, { filename: file.filename, contentType: file.contentType });
  return req;
}

async function storedCvs(): Promise<string[]> {
  try {
    return (await fs.readdir(process.env.CV_STORAGE_DIR!)).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

async function publicUploads(): Promise<string[]> {
  try {
    return (await fs.readdir(PUBLIC_UPLOADS)).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/**
 * Files added to cms/public/uploads since `before` that hold these bytes. (Other test runs in the
 * same checkout may add their own images meanwhile, so the folder is searched for the CV itself.)
 */
async function publicCopiesOf(bytes: Buffer, before: string[]) {
  const added = (await publicUploads()).filter((name) => !before.includes(name));
  const copies: string[] = [];
  for (const name of added) {
    const content = await fs.readFile(path.join(PUBLIC_UPLOADS, name)).catch(() => null);
    if (content?.equals(bytes)) copies.push(name);
  }
  return copies;
}

/** A refused application: no candidate row and no file in CV storage afterwards. */
async function refusedCandidate(send: () => Promise<Response>) {
  const cvsBefore = await storedCvs();
  const res = await refused(CANDIDATE, send);
  expect(await storedCvs(), `a refused application left a CV behind: ${res.status}`).toEqual(cvsBefore);
  return res;
}

/** An accepted application: its row, and the CV file it names in private storage. */
async function accepted(res: Response) {
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const row = await server.strapi.db.query(CANDIDATE).findOne({ where: { id: res.body.id } });
  expect(row).not.toBeNull();
  const stored = path.join(process.env.CV_STORAGE_DIR!, row.resumeFile);
  return { row, stored, bytes: await fs.readFile(stored) };
}

describe('POST /api/v1/client/Candidates', () => {
  it('keeps the CV storage inside the test server’s temporary folder', () => {
    expect(process.env.CV_STORAGE_DIR).toBe(path.join(server.tmp, 'cvs'));
  });

  it('accepts a PDF: 201, the row, and the same bytes under a generated name in private storage only', async () => {
    const uploadsBefore = await publicUploads();
    const res = await postCandidate(validCandidate, pdf());
    expect(res.body).toEqual({ id: expect.any(Number), message: m('cvSubmitted') });
    const { row, stored, bytes } = await accepted(res);
    expect(row).toMatchObject({
      name: 'Nigar',
      surname: 'Əliyeva',
      number: '+994 50 123 45 67',
      email: 'nigar@example.az',
      resumeKind: 'pdf',
      isFavourite: false,
    });
    expect(row.resumeFile).toMatch(new RegExp(`^${UUID}\\.pdf$`));
    expect(row.resumeFile).not.toBe('cv.pdf');
    expect(bytes.equals(files['cv.pdf'])).toBe(true);
    expect((await fs.stat(stored)).mode & 0o777).toBe(0o600);
    expect(await publicUploads()).not.toContain(row.resumeFile);
    expect(await publicCopiesOf(files['cv.pdf'], uploadsBefore)).toEqual([]);
  });

  it('accepts a DOCX, stored under a generated .docx name with the same bytes, in English with languageId=1', async () => {
    const uploadsBefore = await publicUploads();
    const res = await postCandidate(
      validCandidate,
      { bytes: files['cv.docx'], filename: 'My CV.docx', contentType: DOCX },
      { query: '?languageId=1' },
    );
    expect(res.body.message).toBe(m('cvSubmitted', 'en'));
    expect(res.body.message).toBe('Your CV has been successfully submitted!');
    const { row, bytes } = await accepted(res);
    expect(row.resumeKind).toBe('docx');
    expect(row.resumeFile).toMatch(new RegExp(`^${UUID}\\.docx$`));
    expect(bytes.equals(files['cv.docx'])).toBe(true);
    expect(await publicUploads()).not.toContain(row.resumeFile);
    expect(await publicCopiesOf(files['cv.docx'], uploadsBefore)).toEqual([]);
  });

  it('never serves a stored CV to the public under /uploads', async () => {
    const { row } = await accepted(await postCandidate(validCandidate, pdf()));
    const res = await server.api().get(`/uploads/${row.resumeFile}`);
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('%PDF-');
  });

  it('decides the kind by content: a PDF named .docx and sent as DOCX is stored as a PDF', async () => {
    const { row, bytes } = await accepted(await postCandidate(validCandidate, pdf({ filename: 'cv.docx', contentType: DOCX })));
    expect(row.resumeKind).toBe('pdf');
    expect(row.resumeFile).toMatch(new RegExp(`^${UUID}\\.pdf$`));
    expect(bytes.equals(files['cv.pdf'])).toBe(true);
  });

  it('refuses a renamed text file and a zip that is not a DOCX with the fileType message on resumeFile', async () => {
    const cases: Array<[string, Attachment]> = [
      ['text renamed .pdf', { bytes: files['not-a-cv.pdf'], filename: 'not-a-cv.pdf', contentType: PDF }],
      [
        'xlsx',
        {
          bytes: files['sheet.xlsx'],
          filename: 'sheet.xlsx',
          contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        },
      ],
      ['xlsx renamed .docx', { bytes: files['sheet.xlsx'], filename: 'cv.docx', contentType: DOCX }],
      ['empty file', { bytes: Buffer.alloc(0), filename: 'cv.pdf', contentType: PDF }],
    ];
    for (const [label, file] of cases) {
      const res = await refusedCandidate(() => postCandidate(validCandidate, file));
      expect(res.status, label).toBe(400);
      expectFieldError(res, 'resumeFile', m('fileType'));
    }
    const en = await refusedCandidate(() => postCandidate(validCandidate, cases[0][1], { query: '?languageId=1' }));
    expectFieldError(en, 'resumeFile', 'Only PDF or DOCX files are allowed!');
  });

  it('refuses an application without a file with the fileRequired message', async () => {
    const res = await refusedCandidate(() => postCandidate(validCandidate, null));
    expectFieldError(res, 'resumeFile', m('fileRequired'));
  });

  it('refuses each missing text field and a bad phone with the field named, storing no row and no file', async () => {
    const cases: Array<[string, Record<string, string | undefined>, string, string]> = [
      ['missing name', { ...validCandidate, name: undefined }, 'name', m('nameRequired')],
      ['blank name', { ...validCandidate, name: '  ' }, 'name', m('nameRequired')],
      ['missing surname', { ...validCandidate, surname: undefined }, 'surname', m('surnameRequired')],
      ['missing email', { ...validCandidate, email: undefined }, 'email', m('emailRequired')],
      ['invalid email', { ...validCandidate, email: 'nigar@' }, 'email', m('emailInvalid')],
      ['missing number', { ...validCandidate, number: undefined }, 'number', m('numberRequired')],
      ['phone "12345"', { ...validCandidate, number: '12345' }, 'number', m('numberInvalid')],
      ['phone with 8 local digits', { ...validCandidate, number: '+994 50 123 45 6' }, 'number', m('numberInvalid')],
      ['phone with a trunk 0 (10 digits)', { ...validCandidate, number: '0501234567' }, 'number', m('numberInvalid')],
      ['phone with 10 local digits after 994', { ...validCandidate, number: '+994 50 123 45 678' }, 'number', m('numberInvalid')],
      ['name of 101 characters', { ...validCandidate, name: 'x'.repeat(101) }, 'name', m('tooLong', 'az', { max: 100 })],
    ];
    for (const [label, fields, field, message] of cases) {
      const res = await refusedCandidate(() => postCandidate(fields, pdf()));
      expect(res.status, label).toBe(400);
      expect(res.body.message, label).toBe(message);
      expect(res.body.errors[0], label).toEqual({ field, message });
      expect(new Set(res.body.errors.map((e: { field: string }) => e.field)), label).toEqual(new Set([field]));
    }
  });

  it('names all four text fields when they are all missing', async () => {
    const res = await refusedCandidate(() => postCandidate({}, pdf()));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { field: 'name', message: m('nameRequired') },
      { field: 'surname', message: m('surnameRequired') },
      { field: 'number', message: m('numberRequired') },
      { field: 'email', message: m('emailRequired') },
    ]);
  });

  it('accepts the multipart field names in PascalCase too (ResumeFile included)', async () => {
    const { row, bytes } = await accepted(
      await postCandidate({ Name: 'Rəşad', Surname: 'Quliyev', Number: '+994 55 765 43 21', Email: 'resad@example.az' }, pdf(), {
        fileField: 'ResumeFile',
      }),
    );
    expect(row).toMatchObject({ name: 'Rəşad', surname: 'Quliyev', number: '+994 55 765 43 21', email: 'resad@example.az' });
    expect(bytes.equals(files['cv.pdf'])).toBe(true);
  });

  it('refuses a file sent under another field name as a missing file', async () => {
    const res = await refusedCandidate(() => postCandidate(validCandidate, pdf(), { fileField: 'cv' }));
    expectFieldError(res, 'resumeFile', m('fileRequired'));
  });

  it('refuses two files in one application with 400 on resumeFile', async () => {
    const res = await refusedCandidate(() =>
      postCandidate(validCandidate, pdf()).attach('resumeFile', files['cv.docx'], { filename: 'cv.docx', contentType: DOCX }),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(['resumeFile']);
  });

  it('stores every complete phone (9 local digits after an optional 994) as "+994 XX XXX XX XX"', async () => {
    for (const number of ['+994 50 123 45 67', '+994501234567', '994 50 123 45 67', '(50) 123-45-67', '501234567']) {
      const { row } = await accepted(await postCandidate({ ...validCandidate, number }, pdf()));
      expect(row.number, number).toBe('+994 50 123 45 67');
    }
  });

  it('accepts a CV of exactly 2 MB', async () => {
    const bytes = pdfOfSize(TWO_MB);
    const { row, bytes: stored } = await accepted(await postCandidate(validCandidate, pdf({ bytes })));
    expect(row.resumeKind).toBe('pdf');
    expect(stored.length).toBe(TWO_MB);
    expect(stored.equals(bytes)).toBe(true);
  });

  it('refuses a CV of 2 MB + 1 byte with 413 and the fileTooBig message on resumeFile', async () => {
    const bytes = pdfOfSize(TWO_MB + 1);
    const az = await refusedCandidate(() => postCandidate(validCandidate, pdf({ bytes })));
    expectFieldError(az, 'resumeFile', m('fileTooBig'), 413);
    expect(az.body.message).toBe('Faylın ölçüsü 2MB-dan çox olmamalıdır!');
    const en = await refusedCandidate(() => postCandidate(validCandidate, pdf({ bytes }), { query: '?languageId=1' }));
    expectFieldError(en, 'resumeFile', m('fileTooBig', 'en'), 413);
    expect(en.body.message).toBe('File size should not exceed 2MB!');
  });
});

// ---------------------------------------------------------------------------------------------
// The language of the answers
// ---------------------------------------------------------------------------------------------

describe('the language of the answers: languageId, else Accept-Language, else Azerbaijani', () => {
  /** A request with neither languageId nor an Accept-Language header (supertest sends none). */
  const bare = () => server.api();

  it('answers a review in Azerbaijani when the request names no language', async () => {
    const ok = await bare().post(reviewsOfProduct()).send(validReview);
    expect(ok.status).toBe(201);
    expect(ok.body.message).toBe(m('reviewSubmitted', 'az'));
    expect(ok.body.message).toBe('Rəyiniz göndərildi. Admin təsdiqindən sonra görünəcək.');

    const res = await refused(REVIEW, () =>
      bare()
        .post(reviewsOfProduct())
        .send({ ...validReview, name: ' ' }),
    );
    expectFieldError(res, 'name', 'Ad tələb olunur');
  });

  it('answers a survey in Azerbaijani when the request names no language ("Cins seçilməyib!")', async () => {
    const res = await refused(SURVEY, () => bare().post('/api/v1/client/Surveys').send({}));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(m('genderNotSelected', 'az'));
    expect(res.body.message).toBe('Cins seçilməyib!');

    const ok = await bare().post('/api/v1/client/Surveys').send(pascalSurvey());
    expect(ok.status).toBe(201);
    expect(ok.body.message).toBe('Təşəkkür edirik! Cavabınız qeydə alındı.');
  });

  it('answers a CV application in Azerbaijani when the request names no language', async () => {
    const ok = await postCandidate(validCandidate, pdf(), { query: '', agent: bare() });
    expect(ok.status).toBe(201);
    expect(ok.body.message).toBe(m('cvSubmitted', 'az'));
    expect(ok.body.message).toBe('CV-niz uğurla göndərildi!');

    const noFile = await refusedCandidate(() => postCandidate(validCandidate, null, { query: '', agent: bare() }));
    expectFieldError(noFile, 'resumeFile', 'CV faylı tələb olunur');

    const tooBig = await refusedCandidate(() =>
      postCandidate(validCandidate, pdf({ bytes: pdfOfSize(TWO_MB + 1) }), { query: '', agent: bare() }),
    );
    expectFieldError(tooBig, 'resumeFile', 'Faylın ölçüsü 2MB-dan çox olmamalıdır!', 413);
  });

  it('answers 429 in Azerbaijani when the request names no language', async () => {
    const agent = server.from('203.0.113.20');
    for (let i = 1; i <= 5; i += 1) expect((await postCandidate(validCandidate, null, { agent, query: '' })).status).toBe(400);
    const res = await refusedCandidate(() => postCandidate(validCandidate, pdf(), { agent, query: '' }));
    expect(res.status).toBe(429);
    const seconds = Number(res.headers['retry-after']);
    expect(res.body.message).toBe(m('tooManyRequests', 'az', { seconds }));
    expect(res.body.message).toMatch(/^Həddindən çox sorğu\. \d+ saniyədən sonra yenidən cəhd edin\.$/);
  });

  it('takes languageId first, then a supported Accept-Language, then falls back to Azerbaijani', async () => {
    const send = (query: string, acceptLanguage: string) =>
      refused(REVIEW, () =>
        server
          .api()
          .post(`/api/v1/client/Reviews?productId=${ids.product}${query}`)
          .set('Accept-Language', acceptLanguage)
          .send({ ...validReview, email: '' }),
      );
    expectFieldError(await send('&languageId=1', 'ru'), 'email', m('emailRequired', 'en'));
    expectFieldError(await send('&languageId=3', 'en'), 'email', m('emailRequired', 'ru'));
    expectFieldError(await send('&languageId=2', 'en'), 'email', m('emailRequired', 'az'));
    expectFieldError(await send('', 'ru-RU,ru;q=0.9,en;q=0.8'), 'email', m('emailRequired', 'ru'));
    expectFieldError(await send('', 'de-DE,en;q=0.5'), 'email', m('emailRequired', 'en'));
    expectFieldError(await send('', 'de'), 'email', m('emailRequired', 'az'));
    expectFieldError(await send('&languageId=7', 'de'), 'email', m('emailRequired', 'az'));
  });

  it('treats "Accept-Language: *" as no preference and answers in Azerbaijani', async () => {
    const res = await refused(REVIEW, () =>
      server
        .api()
        .post(reviewsOfProduct())
        .set('Accept-Language', '*')
        .send({ ...validReview, email: '' }),
    );
    expectFieldError(res, 'email', 'E-poçt tələb olunur');
  });
});

// ---------------------------------------------------------------------------------------------
// Rate limits
// ---------------------------------------------------------------------------------------------

describe('rate limits per client address', () => {
  it('lets one address post 20 reviews in 10 minutes, counting down, then answers 429 with Retry-After', async () => {
    const agent = server.from('203.0.113.7');
    for (let i = 1; i <= 20; i += 1) {
      const res = await agent.post(`/api/v1/client/Reviews?productId=${ids.product}&${AZ}`).send({ ...validReview, name: `Burst ${i}` });
      expect(res.status, `request ${i}`).toBe(201);
      expect(res.headers['ratelimit-limit']).toBe('20');
      expect(res.headers['ratelimit-remaining'], `request ${i}`).toBe(String(20 - i));
    }
    const res = await refused(REVIEW, () =>
      agent.post(`/api/v1/client/Reviews?productId=${ids.product}&${AZ}`).send({ ...validReview, name: 'Burst 21' }),
    );
    expect(res.status).toBe(429);
    expect(res.headers['ratelimit-remaining']).toBe('0');
    const seconds = Number(res.headers['retry-after']);
    expect(Number.isInteger(seconds)).toBe(true);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(600);
    expect(res.body).toEqual({ message: m('tooManyRequests', 'az', { seconds }) });
    expect(res.body.message).toContain(String(seconds));

    const other = await server.from('203.0.113.8').post(reviewsOfProduct()).send(validReview);
    expect(other.status).toBe(201);
    expect(other.headers['ratelimit-remaining']).toBe('19');
  });

  it('counts refused reviews too, and words the 429 in the visitor’s language', async () => {
    const agent = server.from('203.0.113.10');
    for (let i = 1; i <= 20; i += 1) {
      const res = await agent.post(reviewsOfProduct()).send({});
      expect(res.status, `request ${i}`).toBe(400);
    }
    const res = await refused(REVIEW, () => agent.post(`/api/v1/client/Reviews?productId=${ids.product}&languageId=1`).send(validReview));
    expect(res.status).toBe(429);
    const seconds = Number(res.headers['retry-after']);
    expect(res.body).toEqual({ message: m('tooManyRequests', 'en', { seconds }) });
  });

  it('lets one address send 5 applications, refused ones included, and refuses the 6th before reading its body', async () => {
    const agent = server.from('203.0.113.9');
    for (let i = 1; i <= 5; i += 1) {
      const res = await postCandidate(validCandidate, null, { agent });
      expect(res.status, `request ${i}`).toBe(400);
      expect(res.headers['ratelimit-remaining'], `request ${i}`).toBe(String(5 - i));
    }

    const valid = await refusedCandidate(() => postCandidate(validCandidate, pdf(), { agent }));
    expect(valid.status).toBe(429);
    const seconds = Number(valid.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(valid.body).toEqual({ message: m('tooManyRequests', 'az', { seconds }) });

    // Over the limit an oversized upload is refused for the limit (429), not for its size (413).
    const oversized = await refusedCandidate(() => postCandidate(validCandidate, pdf({ bytes: pdfOfSize(TWO_MB + 1) }), { agent }));
    expect(oversized.status).toBe(429);

    const other = await postCandidate(validCandidate, pdf(), { agent: server.from('203.0.113.11') });
    expect(other.status).toBe(201);
  });

  it('limits surveys to 30 per address', async () => {
    const agent = server.from('203.0.113.12');
    for (let i = 1; i <= 30; i += 1) {
      const res = await agent.post(`/api/v1/client/Surveys?${AZ}`).send({});
      expect(res.status, `request ${i}`).toBe(400);
      expect(res.headers['ratelimit-remaining']).toBe(String(30 - i));
    }
    const res = await refused(SURVEY, () => agent.post(`/api/v1/client/Surveys?${AZ}`).send(pascalSurvey()));
    expect(res.status).toBe(429);
    expect(res.body.message).toBe(m('tooManyRequests', 'az', { seconds: Number(res.headers['retry-after']) }));
  });
});
