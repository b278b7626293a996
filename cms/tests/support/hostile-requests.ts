import fc from 'fast-check';
import { MAX_ID, SATISFACTION_ENTRIES_MAX, SCHEDULE_MAX_ITEMS, SCHEDULE_NAME_MAX, TEXT_LIMITS } from '@qahve/config';
import { ADMIN } from './admin';
import { exe, html, pdf, pngHeaderOnly, svgWithScript } from './hostile-files';

/**
 * Generators of requests that every write endpoint must refuse: each request carries at least one
 * fault that the endpoint's rules reject (a missing or blank required field, a value of the wrong
 * type or out of range, an over-long text, an unknown or malformed id, a file that is not what it
 * claims), and around it noise that is harmless on its own (extra fields, hostile keys, unicode
 * edge cases in the valid fields). So no generated request may change anything.
 */

export type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; text: string; type: string }
  | { kind: 'multipart'; fields: Array<[string, string]>; files: UploadPart[] };

export interface UploadPart {
  field: string;
  bytes: Buffer;
  name: string;
  type: string;
}

export interface HostileRequest {
  /** What is wrong with it, for the report. */
  fault: string;
  method: string;
  url: string;
  /** The administrator's token, none, or this Authorization header. */
  auth: 'admin' | 'none' | { header: string };
  body: Body;
}

/** Existing entities the requests aim at (so the rules run against real rows) and a valid picture. */
export interface Targets {
  product: number;
  deletedProduct: number;
  category: number;
  contactSource: number;
  deletedContactSource: number;
  review: number;
  candidate: number;
  branch: number;
  homeProduct: number;
  carousel: number;
  survey: number;
  /** A pending schedule (due far ahead). */
  schedule: number;
  png: Buffer;
  /** Part of every file name sent, so that a stored leftover can be found by name. */
  tag: string;
}

type Fields = Record<string, unknown>;
/** Files that make a request faulty, and what is wrong with them. */
type FileFault = { fault: string; files: UploadPart[] };
interface Fault {
  fault: string;
  apply: (body: Fields) => Fields;
}

// ---------------------------------------------------------------------------------------------
// Values
// ---------------------------------------------------------------------------------------------

/** Unicode that trips naive code: NUL, lone surrogates, direction overrides, joiners, BOM, line separators. */
export const UNICODE_EDGES = [
  '\u0000',
  '\ud800',
  '\udfff',
  '\u202e',
  '\u200d',
  '\ufeff',
  '\u2028',
  '\u0085',
  'e\u0301',
  '👩‍👩‍👧‍👦',
  '𝕏',
  '\u{10ffff}',
  'İı',
  'ǅ',
  'Əə',
  '%00',
  '../',
  '..\\',
  "'; DROP TABLE surveys;--",
  '{{7*7}}${7*7}',
  '<script>alert(1)</script>',
  '\r\nX-Injected: 1',
];

const edge = fc.constantFrom(...UNICODE_EDGES);

/** Some valid, non-blank text of at most `max` UTF-16 units, often with unicode edge cases in it. */
const text = (max: number) =>
  fc
    .array(fc.oneof(edge, fc.string({ unit: 'grapheme', minLength: 1, maxLength: 8 })), { minLength: 1, maxLength: 6 })
    .map((parts) => `A${parts.join('')}`.slice(0, max))
    .filter((value) => value.trim() !== '');

/**
 * Longer than `max` characters (code points, as the rules count them): just over it, or far over
 * it (some bodies then pass the parser's size limit).
 */
const tooLong = (max: number) =>
  fc
    .tuple(
      fc.oneof(fc.integer({ min: max + 1, max: max + 20 }), fc.integer({ min: max * 10, max: 300_000 })),
      fc.constantFrom('x', 'ə', 'Ж', '😀'),
    )
    .map(([length, unit]) => unit.repeat(length));

const blank = fc.constantFrom('', ' ', '   ', '\t\n', '\u00a0\u2003');
/** Neither text nor blank: refused where text is expected (null is left out: it means "absent" to optional fields). */
const notText = fc.oneof(
  fc.integer(),
  fc.boolean(),
  fc.array(fc.string(), { minLength: 1, maxLength: 3 }),
  fc.dictionary(fc.string({ minLength: 1 }), fc.string(), { minKeys: 1, maxKeys: 3 }),
);
/** What multipart can carry that is not text: nested names turn into an object or a list. */
const notTextInForm = fc.oneof(fc.constant({ nested: 'x' }), fc.constant(['a', 'b']));

/** A path id that is no positive 32-bit integer, or one that exists nowhere. */
export const badId = fc.oneof(
  fc.constantFrom(
    '0',
    '-1',
    '1.5',
    '1e3',
    'abc',
    '2147483648',
    '99999999999999999999',
    'null',
    'true',
    '0x1F',
    '١',
    '１',
    '+1',
    '1%00',
    '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    "1'--",
    '%3Cscript%3E',
    '%20',
  ),
  fc.integer({ min: MAX_ID - 3000, max: MAX_ID }).map(String),
  fc.integer({ max: 0 }).map(String),
  fc
    .string({ minLength: 1, maxLength: 300, unit: 'binary' })
    .filter((s) => !/^\s*\d+\s*$/.test(s))
    .map(encodeURIComponent),
);
const unknownId = fc.integer({ min: MAX_ID - 3000, max: MAX_ID });
const badNumber = fc.constantFrom('abc', '1.5', '-1', '0', '1e400', 'NaN', 'Infinity', '0x10', '١٢', '2147483648', '--1');
const badFlag = fc.constantFrom('maybe', '2', 'yes', 'TRUE!', 'null', '[]');
const badEmail = fc.constantFrom('not-an-email', 'a@', '@b.az', 'a b@c.az', 'a@b@c.az', 'aysel@', '<a@b.az>', 'a@b.az\r\nBcc: x@y.az');

/** Extra fields: unknown names, hostile keys (prototype pollution, mass assignment), deep nesting. */
const extraEntries = fc.array(
  fc.oneof(
    fc.tuple(fc.constantFrom('__proto__', 'constructor', 'prototype'), fc.constant({ polluted: true, isAdmin: true })),
    fc.tuple(
      fc.constantFrom('id', 'isConfirmed', 'isDeleted', 'isFavourite', 'documentId', 'locale', 'createdAt', 'resumeFile', '$where', 'role'),
      fc.jsonValue({ maxDepth: 1 }),
    ),
    fc.tuple(
      fc.string({ minLength: 1, maxLength: 20 }).map((key) => `extra${key}`),
      fc.jsonValue({ maxDepth: 2 }),
    ),
  ),
  { maxLength: 4 },
);

const withExtras = (body: Fields, extras: Array<[string, unknown]>) => Object.fromEntries([...Object.entries(body), ...extras]);
const without = (key: string): Fault => ({ fault: `missing ${key}`, apply: ({ [key]: _, ...rest }) => rest });
const setTo = (fault: string, key: string, value: unknown): Fault => ({ fault, apply: (body) => ({ ...body, [key]: value }) });

/** Faults of one required text field: blank, too long, or (in JSON) not text at all. */
function textFaults(key: string, max: number, { form = false, required = true } = {}): fc.Arbitrary<Fault>[] {
  return [
    ...(required ? [blank.map((v) => setTo(`blank ${key}`, key, v))] : []),
    tooLong(max).map((v) => setTo(`${key} over ${max}`, key, v)),
    (form ? notTextInForm : notText).map((v) => setTo(`${key} not text`, key, v)),
  ];
}

const LANGUAGES = [1, 2, 3];

/** Three dictionaries, one per language, with valid `key` texts. */
const dictionaries = (key: string, max: number) =>
  fc.tuple(text(max), text(max), text(max)).map((names) => LANGUAGES.map((languageId, i) => ({ [key]: names[i], LanguageId: languageId })));

/** Faults of a dictionary list: not three languages, a language twice, an unknown language, a bad text. */
function dictionaryFaults(field: string, key: string, max: number, { exact = true, form = false } = {}): fc.Arbitrary<Fault>[] {
  const entries = (body: Fields) => (body[field] as Fields[]) ?? [];
  return [
    // A form cannot send an empty list (no field at all means "left as it is" on an edit).
    ...(exact
      ? [
          fc
            .constantFrom(...(form ? [1, 2] : [0, 1, 2]))
            .map((n) => ({ fault: `${field} with ${n} languages`, apply: (b: Fields) => ({ ...b, [field]: entries(b).slice(0, n) }) })),
        ]
      : []),
    fc.constant({
      fault: `${field} with 4 entries`,
      apply: (b: Fields) => ({ ...b, [field]: [...entries(b), { [key]: 'Fourth', LanguageId: 1 }] }),
    }),
    fc.constant({
      fault: `${field} with a language twice`,
      apply: (b: Fields) => ({ ...b, [field]: entries(b).map((e) => ({ ...e, LanguageId: 2 })) }),
    }),
    fc.constantFrom('0', '4', '99', 'x', '', '-1', '1.5').map((id) => ({
      fault: `${field} with language "${id}"`,
      apply: (b: Fields) => ({ ...b, [field]: entries(b).map((e, i) => (i === 1 ? { ...e, LanguageId: id } : e)) }),
    })),
    fc.oneof(blank, tooLong(max), form ? notTextInForm : notText).map((value) => ({
      fault: `${field} with a bad ${key}`,
      apply: (b: Fields) => ({ ...b, [field]: entries(b).map((e, i) => (i === 0 ? { ...e, [key]: value } : e)) }),
    })),
    ...(form ? [] : [notText.map((value) => setTo(`${field} not a list`, field, value))]),
  ];
}

// ---------------------------------------------------------------------------------------------
// Files
// ---------------------------------------------------------------------------------------------

/**
 * Bytes that are no acceptable image, under a name and type that claim one. (An empty part is
 * what a browser sends for a file input left empty: no file, not a bad one.)
 */
const notAnImage = fc.constantFrom(
  ['svg with a script', svgWithScript()],
  ['html renamed', html()],
  ['executable renamed', exe()],
  ['pdf renamed', pdf('renamed')],
  ['png signature and junk', pngHeaderOnly()],
) as fc.Arbitrary<[string, Buffer]>;

/** Bytes that are neither PDF nor DOCX. */
const notADocument = fc.constantFrom(
  ['executable renamed', exe()],
  ['svg with a script', svgWithScript()],
  ['html renamed', html()],
  ['text', Buffer.from('just text')],
  ['zip without word/', Buffer.from('PK\u0003\u0004junk')],
) as fc.Arbitrary<[string, Buffer]>;

const image = (t: Targets, field: string, n = 0): UploadPart => ({ field, bytes: t.png, name: `${t.tag}-${n}.png`, type: 'image/png' });

// ---------------------------------------------------------------------------------------------
// Bodies
// ---------------------------------------------------------------------------------------------

/** `{ a: [{ b: 1 }] }` -> `a[0].b=1`: the console's multipart names. Objects and lists inside values nest the name. */
export function formFields(body: Fields, prefix = ''): Array<[string, string]> {
  return Object.entries(body).flatMap(([key, value]): Array<[string, string]> => {
    const name = prefix ? (/^\d+$/.test(key) ? `${prefix}[${key}]` : `${prefix}.${key}`) : key;
    if (value !== null && typeof value === 'object') return formFields(value as Fields, name);
    return [[name, String(value ?? '')]];
  });
}

interface RouteSpec {
  method: string;
  /** Only the path's id (or the token) is read: fewer requests exhaust it. */
  idOnly?: boolean;
  /** The router's path, `:id` included. */
  path: string;
  requests: (t: Targets) => fc.Arbitrary<HostileRequest>;
}

const idUrl = (path: string, id: string | number) => path.replace(':id', String(id));

/** What a route with a body is given: who sends it, the id its path takes, a valid body and the faults to put in it. */
interface BodyRouteSpec {
  auth?: HostileRequest['auth'];
  id?: (t: Targets) => number;
  valid: (t: Targets) => fc.Arbitrary<Fields>;
  faults: (t: Targets) => fc.Arbitrary<Fault>[];
}

/** JSON bodies: a valid body, one fault, extra fields; or a body that is no JSON object at all. */
function jsonRoute(method: string, path: string, spec: BodyRouteSpec & { query?: (t: Targets) => string }): RouteSpec {
  return {
    method,
    path,
    requests: (t) => {
      const url = (id: string | number) => `${idUrl(path, id)}${spec.query ? `?${spec.query(t)}` : ''}`;
      const faulty = fc.tuple(spec.valid(t), fc.oneof(...spec.faults(t)), extraEntries).map(([valid, fault, extras]) => ({
        fault: fault.fault,
        method,
        url: url(spec.id?.(t) ?? ''),
        auth: spec.auth ?? 'admin',
        body: { kind: 'json', value: fault.apply(withExtras(valid, extras)) } as Body,
      }));
      const notAnObject = fc
        .oneof(
          fc
            .constantFrom(
              '[]',
              '"text"',
              '42',
              'null',
              'true',
              '{"a":',
              '{"a":1,}',
              "{'a':1}",
              '\u0000',
              '['.repeat(5000) + ']'.repeat(5000),
            )
            .map((text) => ({ kind: 'raw', text, type: 'application/json' }) as Body),
          fc.constantFrom('a=1&b[c]=2', 'plain text').map((text) => ({ kind: 'raw', text, type: 'text/plain' }) as Body),
        )
        .map(
          (body) =>
            ({ fault: 'body not a JSON object', method, url: url(spec.id?.(t) ?? ''), auth: spec.auth ?? 'admin', body }) as HostileRequest,
        );
      const routes: fc.Arbitrary<HostileRequest>[] = [faulty, faulty, faulty, notAnObject];
      if (spec.id)
        routes.push(
          fc.tuple(badId, spec.valid(t)).map(([id, valid]) => ({
            fault: `bad id ${id.slice(0, 40)}`,
            method,
            url: url(id),
            auth: spec.auth ?? 'admin',
            body: { kind: 'json', value: valid } as Body,
          })),
        );
      return fc.oneof(...routes);
    },
  };
}

/** Multipart bodies with files: a valid form, one fault (a bad file among them), extra fields. */
function formRoute(
  method: string,
  path: string,
  spec: BodyRouteSpec & { files: (t: Targets) => UploadPart[]; fileFaults: (t: Targets) => fc.Arbitrary<FileFault> },
): RouteSpec {
  return {
    method,
    path,
    requests: (t) => {
      const request = (fault: string, fields: Fields, files: UploadPart[], id: string | number = spec.id?.(t) ?? '') => ({
        fault,
        method,
        url: idUrl(path, id),
        auth: spec.auth ?? 'admin',
        body: { kind: 'multipart', fields: formFields(fields), files } as Body,
      });
      const extras = fc.array(
        fc.tuple(
          fc.string({ minLength: 1, maxLength: 12 }).map((k) => `Extra${k}`),
          text(30),
        ),
        { maxLength: 3 },
      );
      const fieldFault = fc
        .tuple(spec.valid(t), fc.oneof(...spec.faults(t)), extras)
        .map(([valid, fault, more]) => request(fault.fault, fault.apply(withExtras(valid, more)), spec.files(t)));
      const fileFault = fc.tuple(spec.valid(t), spec.fileFaults(t)).map(([valid, fault]) => request(fault.fault, valid, fault.files));
      const routes: fc.Arbitrary<HostileRequest>[] = [fieldFault, fieldFault, fileFault];
      if (spec.id)
        routes.push(fc.tuple(badId, spec.valid(t)).map(([id, valid]) => request(`bad id ${id.slice(0, 40)}`, valid, spec.files(t), id)));
      return fc.oneof(...routes);
    },
  };
}

/** Routes whose only input is the id in the path: every id is malformed or unknown. */
const idRoute = (method: string, path: string): RouteSpec => ({
  method,
  path,
  idOnly: true,
  requests: () =>
    fc.tuple(badId, fc.option(fc.jsonValue({ maxDepth: 2 }), { nil: undefined })).map(([id, body]) => ({
      fault: `bad id ${id.slice(0, 40)}`,
      method,
      url: idUrl(path, id),
      auth: 'admin',
      body: body === undefined ? { kind: 'none' } : { kind: 'json', value: body },
    })),
});

/** Product-like image faults: a file that is no image, two files in a one-file field. */
function imageFaults(field: string) {
  return (t: Targets) =>
    fc.oneof(
      notAnImage.map(([what, bytes]) => ({
        fault: `${field}: ${what}`,
        files: [{ field, bytes, name: `${t.tag}.png`, type: 'image/png' }],
      })),
      fc.constant<FileFault>({ fault: `${field}: two files`, files: [image(t, field, 1), image(t, field, 2)] }),
    );
}

/**
 * The create and edit forms of a resource with one required image: creating takes the image (a form
 * without it is a fault), editing by id keeps the stored one when no file comes.
 */
/**
 * A content form's route and its draft's (`<path>/draft`: the same form, kept as a draft), and an edit's
 * preview (`POST <path>/preview`: the edit's form, shown and kept nowhere), refused alike.
 */
const withDraft =
  <Spec>(route: (method: string, path: string, spec: Spec) => RouteSpec) =>
  (method: string, path: string, spec: Spec): RouteSpec[] => [
    route(method, path, spec),
    route(method, `${path}/draft`, spec),
    ...(method === 'PUT' ? [route('POST', `${path}/preview`, spec)] : []),
  ];

function oneImageForms(
  resource: string,
  id: (t: Targets) => number,
  imageField: string,
  valid: (t: Targets) => fc.Arbitrary<Fields>,
  faults: (create: boolean) => (t: Targets) => fc.Arbitrary<Fault>[],
): RouteSpec[] {
  return [
    ...withDraft(formRoute)('POST', `/api/v1/admin/${resource}`, {
      valid,
      files: (t) => [image(t, imageField)],
      faults: faults(true),
      fileFaults: (t) => fc.oneof(imageFaults(imageField)(t), fc.constant<FileFault>({ fault: `no ${imageField}`, files: [] })),
    }),
    ...withDraft(formRoute)('PUT', `/api/v1/admin/${resource}/:id`, {
      id,
      valid,
      files: () => [],
      faults: faults(false),
      fileFaults: imageFaults(imageField),
    }),
  ];
}

/** Every entry of a dictionary list with a picture's alt text one character over its limit. */
const imageAltTooLong = (list: string) =>
  fc.constant({
    fault: `${list} ImageAlt over ${TEXT_LIMITS.imageAlt}`,
    apply: (b: Fields) => ({ ...b, [list]: (b[list] as Fields[]).map((e) => ({ ...e, ImageAlt: 'a'.repeat(TEXT_LIMITS.imageAlt + 1) })) }),
  });

const productFields = (t: Targets) =>
  fc.record({
    IsMenuItem: fc.constant('false'),
    SizeAndPrice: text(TEXT_LIMITS.sizeAndPrice),
    CategoryId: fc.constant(String(t.category)),
    Order: fc.integer({ min: 1, max: 999 }).map(String),
    WoltLink: fc.constant('https://wolt.com/az/aze/baku/venue/qahve'),
    ProductDictionaries: fc.tuple(text(TEXT_LIMITS.name), text(TEXT_LIMITS.name), text(TEXT_LIMITS.name)).map((names) =>
      LANGUAGES.map((languageId, i) => ({
        Name: names[i],
        Description: 'Dadlı',
        ImageAlt: 'Fincanda qəhvə',
        LanguageId: String(languageId),
      })),
    ),
  });

const productFaults = (create: boolean) => (_targets: Targets) => [
  ...(create ? ['IsMenuItem', 'SizeAndPrice', 'CategoryId', 'Order', 'ProductDictionaries'].map((key) => fc.constant(without(key))) : []),
  ...textFaults('SizeAndPrice', TEXT_LIMITS.sizeAndPrice, { form: true }),
  badNumber.map((v) => setTo(`Order "${v}"`, 'Order', v)),
  fc.oneof(badNumber, unknownId.map(String), ...(create ? [blank] : [])).map((v) => setTo(`CategoryId "${v}"`, 'CategoryId', v)),
  badFlag.map((v) => setTo(`IsMenuItem "${v}"`, 'IsMenuItem', v)),
  ...(create ? [fc.constant(setTo('menu item without a second image', 'IsMenuItem', 'true'))] : []),
  fc
    .constantFrom('javascript:alert(1)', 'ftp://x.az', 'http://a b.az', 'wolt', '//evil.az')
    .map((v) => setTo(`WoltLink "${v}"`, 'WoltLink', v)),
  ...dictionaryFaults('ProductDictionaries', 'Name', TEXT_LIMITS.name, { form: true }),
  fc.constant({
    fault: 'description over 2000',
    apply: (b: Fields) => ({
      ...b,
      ProductDictionaries: (b.ProductDictionaries as Fields[]).map((e) => ({ ...e, Description: 'd'.repeat(2001) })),
    }),
  }),
  imageAltTooLong('ProductDictionaries'),
];

const homeProductFields = () =>
  fc.record({
    Title: text(TEXT_LIMITS.name),
    Description: text(100),
    Price: fc.integer({ min: 0, max: 9999 }).map((cents) => (cents / 100).toFixed(2)),
    Order: fc.integer({ min: 1, max: 99 }).map(String),
    ProductDictionaries: dictionaries('Name', TEXT_LIMITS.name),
  });

const homeProductFaults = (create: boolean) => () => [
  ...(create ? ['Title', 'Price', 'Order', 'ProductDictionaries'].map((key) => fc.constant(without(key))) : []),
  ...textFaults('Title', TEXT_LIMITS.name, { form: true }),
  tooLong(TEXT_LIMITS.description).map((v) => setTo('Description over 2000', 'Description', v)),
  fc.constantFrom('-1', 'x', '1.001', 'NaN', '1e400', '--1').map((v) => setTo(`Price "${v}"`, 'Price', v)),
  badNumber.map((v) => setTo(`Order "${v}"`, 'Order', v)),
  ...dictionaryFaults('ProductDictionaries', 'Name', TEXT_LIMITS.name, { form: true }),
  imageAltTooLong('ProductDictionaries'),
];

const carouselFields = () =>
  fc.record({ Order: fc.integer({ min: 1, max: 99 }).map(String), CarouselDictionaries: dictionaries('Content', TEXT_LIMITS.content) });
const carouselFaults = (create: boolean) => () => [
  ...(create ? ['Order', 'CarouselDictionaries'].map((key) => fc.constant(without(key))) : []),
  badNumber.map((v) => setTo(`Order "${v}"`, 'Order', v)),
  ...dictionaryFaults('CarouselDictionaries', 'Content', TEXT_LIMITS.content, { form: true }),
  imageAltTooLong('CarouselDictionaries'),
];

const branchFields = () =>
  fc.record({
    Latitude: fc.integer({ min: -90_000_000, max: 90_000_000 }).map((n) => (n / 1e6).toFixed(5)),
    Longitude: fc.integer({ min: -180_000_000, max: 180_000_000 }).map((n) => (n / 1e6).toFixed(5)),
    BranchDictionaries: dictionaries('Name', TEXT_LIMITS.name),
  });
const notACoordinate = ['abc', '1e400', 'NaN', 'Infinity', '40,4', '--1', '0x10'];
const badLatitude = fc.constantFrom('91', '-90.5', ...notACoordinate);
const badLongitude = fc.constantFrom('180.000001', '-181', ...notACoordinate);
const branchFaults = (create: boolean) => () => [
  ...(create ? [fc.constant(without('BranchDictionaries'))] : []),
  // A coordinate out of range or not a number, or one without the other.
  badLatitude.map((v) => setTo(`Latitude "${v}"`, 'Latitude', v)),
  badLongitude.map((v) => setTo(`Longitude "${v}"`, 'Longitude', v)),
  fc.constantFrom('Latitude', 'Longitude').map(without),
  ...dictionaryFaults('BranchDictionaries', 'Name', TEXT_LIMITS.name, { form: true }),
  imageAltTooLong('BranchDictionaries'),
  ...(create ? [] : [fc.oneof(badNumber, unknownId.map(String)).map((v) => setTo(`RemoveImageIds "${v}"`, 'RemoveImageIds', v))]),
];

const candidateFields = () =>
  fc.record({
    name: text(TEXT_LIMITS.personName),
    surname: text(TEXT_LIMITS.personName),
    number: fc.constantFrom('994501234567', '+994 50 123 45 67', '50 123 45 67'),
    email: fc.constantFrom('leyla@example.az', 'x+y@mail.example'),
  });
const candidateFaults = () => [
  ...['name', 'surname', 'number', 'email'].map((key) => fc.constant(without(key))),
  ...textFaults('name', TEXT_LIMITS.personName, { form: true }),
  ...textFaults('surname', TEXT_LIMITS.personName, { form: true }),
  fc.constantFrom('123', 'abc', '+1 555 0100', '99450123456789', '994 50 123 45 6').map((v) => setTo(`number "${v}"`, 'number', v)),
  badEmail.map((v) => setTo(`email "${v}"`, 'email', v)),
];
const cv = (t: Targets, name = 'cv.pdf'): UploadPart => ({
  field: 'resumeFile',
  bytes: pdf(t.tag),
  name: `${t.tag}-${name}`,
  type: 'application/pdf',
});
const cvFaults = (t: Targets) =>
  fc.oneof(
    notADocument.map(([what, bytes]) => ({ fault: `resumeFile: ${what}`, files: [{ ...cv(t), bytes }] })),
    fc.constant<FileFault>({ fault: 'no resumeFile', files: [] }),
    fc.constant<FileFault>({ fault: 'CV in another field', files: [{ ...cv(t), field: 'cv' }] }),
    fc.constant<FileFault>({ fault: 'two CVs', files: [cv(t), cv(t, 'b.pdf')] }),
  );

const reviewBody = () =>
  fc.record({
    name: text(TEXT_LIMITS.personName),
    surname: text(TEXT_LIMITS.personName),
    email: fc.constant('aysel@example.az'),
    feedback: text(TEXT_LIMITS.feedback),
  });

const surveyBody = (t: Targets) =>
  fc.record({
    Gender: fc.boolean(),
    Age: fc.integer({ min: 0, max: 3 }),
    QualityPoint: fc.integer({ min: 0, max: 4 }),
    ContactSourceId: fc.constant(t.contactSource),
    Comment: text(TEXT_LIMITS.comment),
    Statisfactions: fc.constant([{ StatisfactionDictionaries: [{ Key: 'Xidmət', Value: 2, LanguageId: 2 }] }]),
  });
const entriesOf = (value: unknown) => ({
  fault: 'bad satisfaction entry',
  apply: (b: Fields) => ({ ...b, Statisfactions: [{ StatisfactionDictionaries: [value] }] }),
});

/** A schedule's time: no zone, in the past, not a date, not a text. */
const scheduleTimeFaults = [
  fc
    .constantFrom<unknown>('2099-01-01T09:00', '2099-01-01', '2020-01-01T00:00:00Z', '2099-02-30T09:00:00Z', 'tomorrow', '', 5, null, [])
    .map((v) => setTo(`at ${JSON.stringify(v)}`, 'at', v)),
];

/** Every write endpoint with its generator (the test checks that this list covers the router). */
export const ROUTES: RouteSpec[] = [
  // Public forms
  jsonRoute('POST', '/api/v1/client/Reviews', {
    auth: 'none',
    query: (t) => `productId=${t.product}`,
    valid: reviewBody,
    faults: () => [
      ...['name', 'email', 'feedback'].map((key) => fc.constant(without(key))),
      ...textFaults('name', TEXT_LIMITS.personName),
      ...textFaults('surname', TEXT_LIMITS.personName, { required: false }),
      ...textFaults('feedback', TEXT_LIMITS.feedback),
      tooLong(TEXT_LIMITS.email).map((v) => setTo('email over 254', 'email', `${v}@x.az`)),
      badEmail.map((v) => setTo(`email "${v}"`, 'email', v)),
    ],
  }),
  {
    // The product is part of the URL: unknown, deleted or malformed product ids, with a valid body.
    method: 'POST',
    path: '/api/v1/client/Reviews?productId',
    requests: (t) =>
      fc
        .tuple(
          fc.oneof(badId, fc.constant(String(t.deletedProduct)), fc.constantFrom('', '1&productId=2', '[]', 'productId[$gt]=0')),
          reviewBody(),
        )
        .map(([id, body]) => ({
          fault: `productId "${id.slice(0, 40)}"`,
          method: 'POST',
          url: id.startsWith('productId[') ? `/api/v1/client/Reviews?${id}` : `/api/v1/client/Reviews?productId=${id}`,
          auth: 'none',
          body: { kind: 'json', value: body },
        })),
  },
  jsonRoute('POST', '/api/v1/client/Surveys', {
    auth: 'none',
    valid: surveyBody,
    faults: (t) => [
      ...['Gender', 'Age', 'QualityPoint', 'ContactSourceId'].map((key) => fc.constant(without(key))),
      fc.constantFrom('true', 1, 0, null, 'yes', [], {}).map((v) => setTo(`Gender ${JSON.stringify(v)}`, 'Gender', v)),
      fc
        .oneof(fc.constantFrom(-1, 4, 1.5, '1', null, 1e10, NaN, [1], {}), fc.integer({ min: 4 }))
        .map((v) => setTo(`Age ${JSON.stringify(v)}`, 'Age', v)),
      fc
        .oneof(fc.constantFrom(-1, 5, 2.5, '3', null, true), fc.integer({ max: -1 }))
        .map((v) => setTo(`QualityPoint ${JSON.stringify(v)}`, 'QualityPoint', v)),
      fc
        .oneof(fc.constantFrom(0, -1, 1.5, 'x', MAX_ID + 1, t.deletedContactSource, null), unknownId)
        .map((v) => setTo(`ContactSourceId ${JSON.stringify(v)}`, 'ContactSourceId', v)),
      fc.oneof(tooLong(TEXT_LIMITS.comment), notText).map((v) => setTo('bad Comment', 'Comment', v)),
      fc.constantFrom('x', 5, {}, [1]).map((v) => setTo('Statisfactions not a list of groups', 'Statisfactions', v)),
      fc
        .constantFrom(
          { Key: 'K', Value: 4, LanguageId: 2 },
          { Key: 'K', Value: -1, LanguageId: 2 },
          { Key: 'K', Value: '2', LanguageId: 2 },
          { Key: ' ', Value: 1, LanguageId: 2 },
          { Key: 'K', Value: 1, LanguageId: 4 },
          { Key: 'k'.repeat(101), Value: 1, LanguageId: 1 },
          'x',
        )
        .map(entriesOf),
      fc.constant({
        fault: 'too many satisfaction entries',
        apply: (b: Fields) => ({
          ...b,
          Statisfactions: Array.from({ length: SATISFACTION_ENTRIES_MAX + 1 }, () => ({ StatisfactionDictionaries: [] })),
        }),
      }),
    ],
  }),
  formRoute('POST', '/api/v1/client/Candidates', {
    auth: 'none',
    valid: candidateFields,
    files: (t) => [cv(t)],
    faults: candidateFaults,
    fileFaults: cvFaults,
  }),

  // Identity
  jsonRoute('POST', '/api/v1/admin/Identity/Login', {
    auth: 'none',
    valid: () =>
      fc.record({
        email: fc.constantFrom('admin@qahve.local', 'nobody@qahve.local'),
        password: fc.string({ minLength: 1, maxLength: 30 }).map((p) => `wrong-${p}`),
      }),
    faults: () => [
      fc.constant({ fault: 'wrong password or unknown e-mail', apply: (b: Fields) => b }),
      ...['email', 'password'].map((key) => fc.constant(without(key))),
      ...textFaults('email', TEXT_LIMITS.email),
      fc.oneof(notText, tooLong(200)).map((v) => setTo('bad password', 'password', v)),
    ],
  }),
  jsonRoute('POST', '/api/v1/admin/Identity/Refresh', {
    auth: 'none',
    valid: () => fc.record({ refreshToken: fc.constantFrom('a.b.c', 'eyJhbGciOiJub25lIn0.eyJ0eXBlIjoicmVmcmVzaCJ9.', 'not-a-token') }),
    faults: () => [
      fc.constant({ fault: 'forged or garbage token', apply: (b: Fields) => b }),
      fc.constant(without('refreshToken')),
      ...textFaults('refreshToken', 4000),
    ],
  }),
  // The administrator's own password, with a new one that breaks a rule; or a wrong current one (so the
  // suite's password and session never change).
  jsonRoute('POST', '/api/v1/admin/Identity/Password', {
    valid: () => fc.record({ currentPassword: fc.constant(ADMIN.password), newPassword: fc.constant('Fresh-beans-2026') }),
    faults: () => [
      fc.string({ maxLength: 30 }).map((p) => setTo('wrong current password', 'currentPassword', `wrong-${p}`)),
      ...['currentPassword', 'newPassword'].map((key) => fc.constant(without(key))),
      fc.oneof(notText, fc.constant('')).map((v) => setTo('bad currentPassword', 'currentPassword', v)),
      fc
        .constantFrom(
          'Short-1a',
          'no-uppercase-2026',
          'NO-LOWERCASE-2026',
          'No-digits-at-all',
          `Aa1${'ş'.repeat(40)}`,
          ADMIN.password,
          '',
          ' '.repeat(14),
        )
        .map((v) => setTo(`newPassword "${v.slice(0, 20)}"`, 'newPassword', v)),
      notText.map((v) => setTo('newPassword not text', 'newPassword', v)),
    ],
  }),
  {
    method: 'POST',
    path: '/api/v1/admin/Identity/Logout',
    idOnly: true,
    // The administrator's own token would end the suite's session: only tokens that are not one.
    requests: () =>
      fc
        .tuple(
          fc.constantFrom('Bearer', 'Bearer x.y.z', 'Basic YTpi', 'Bearer eyJhbGciOiJub25lIn0.e30.', 'bearer  '),
          fc.jsonValue({ maxDepth: 2 }),
        )
        .map(([header, body]) => ({
          fault: `authorization "${header}"`,
          method: 'POST',
          url: '/api/v1/admin/Identity/Logout',
          auth: { header },
          body: { kind: 'json', value: body },
        })),
  },

  // Content
  ...oneImageForms('Products', (t) => t.product, 'PrimaryImageFile', productFields, productFaults),
  ...oneImageForms('HomeProducts', (t) => t.homeProduct, 'ImageFile', homeProductFields, homeProductFaults),
  ...oneImageForms('Carousels', (t) => t.carousel, 'ImageFile', carouselFields, carouselFaults),
  ...withDraft(formRoute)('POST', '/api/v1/admin/Branches', {
    valid: branchFields,
    files: (t) => [image(t, 'ImageFiles')],
    faults: branchFaults(true),
    fileFaults: (t) =>
      fc.oneof(
        notAnImage.map(([what, bytes]) => ({
          fault: `ImageFiles: ${what} among images`,
          files: [image(t, 'ImageFiles'), { field: 'ImageFiles', bytes, name: `${t.tag}.jpg`, type: 'image/jpeg' }],
        })),
        fc.constant<FileFault>({ fault: 'no ImageFiles', files: [] }),
      ),
  }),
  ...withDraft(formRoute)('PUT', '/api/v1/admin/Branches/:id', {
    id: (t) => t.branch,
    valid: branchFields,
    files: () => [],
    faults: branchFaults(false),
    fileFaults: (t) =>
      notAnImage.map(([what, bytes]) => ({
        fault: `Images.Image: ${what}`,
        files: [{ field: 'Images.Image', bytes, name: `${t.tag}.png`, type: 'image/png' }],
      })),
  }),
  ...withDraft(jsonRoute)('POST', '/api/v1/admin/Categories', {
    valid: () => fc.record({ CategoryDictionaries: dictionaries('Name', TEXT_LIMITS.name) }),
    faults: () => [
      fc.constant(without('CategoryDictionaries')),
      ...dictionaryFaults('CategoryDictionaries', 'Name', TEXT_LIMITS.name),
      fc.oneof(badNumber, unknownId.map(String)).map((v) => setTo(`ParentCategoryId "${v}"`, 'ParentCategoryId', v)),
    ],
  }),
  ...withDraft(jsonRoute)('PUT', '/api/v1/admin/Categories/:id', {
    id: (t) => t.category,
    valid: () => fc.record({ CategoryDictionaries: dictionaries('Name', TEXT_LIMITS.name) }),
    faults: (t) => [
      ...dictionaryFaults('CategoryDictionaries', 'Name', TEXT_LIMITS.name),
      fc
        .oneof(badNumber, unknownId.map(String), fc.constant(String(t.category)))
        .map((v) => setTo(`ParentCategoryId "${v}"`, 'ParentCategoryId', v)),
    ],
  }),
  ...['Products', 'Categories', 'HomeProducts', 'Carousels', 'Branches'].flatMap((resource) => [
    idRoute('DELETE', `/api/v1/admin/${resource}/:id`),
    idRoute('PUT', `/api/v1/admin/${resource}/revert/:id`),
    idRoute('DELETE', `/api/v1/admin/${resource}/:id/draft`),
    idRoute('POST', `/api/v1/admin/${resource}/:id/publish`),
  ]),

  // The administrator's e-mail notification choices: every kind required and a boolean, a known language.
  jsonRoute('PUT', '/api/v1/admin/Notifications/Settings', {
    valid: () =>
      fc.record({
        newCandidate: fc.boolean(),
        pendingReview: fc.boolean(),
        dailyDigest: fc.boolean(),
        language: fc.constantFrom('en', 'az', 'ru'),
      }),
    faults: () => [
      ...['newCandidate', 'pendingReview', 'dailyDigest'].map((key) => fc.constant(without(key))),
      ...['newCandidate', 'pendingReview', 'dailyDigest'].map((key) =>
        fc.constantFrom('true', 1, 0, null, 'yes', [], {}).map((v) => setTo(`${key} ${JSON.stringify(v)}`, key, v)),
      ),
      fc.constantFrom('fr', 'EN', '', 1, null, ['az'], {}).map((v) => setTo(`language ${JSON.stringify(v)}`, 'language', v)),
    ],
  }),

  // Moderation
  jsonRoute('PUT', '/api/v1/admin/Reviews/Update/Update/:id', {
    id: (t) => t.review,
    valid: () => fc.record({ feedback: text(TEXT_LIMITS.feedback) }),
    faults: () => [fc.constant(without('feedback')), ...textFaults('feedback', TEXT_LIMITS.feedback)],
  }),
  jsonRoute('POST', '/api/v1/admin/Reviews/Bulk', {
    valid: (t) => fc.record({ action: fc.constantFrom('confirm', 'reject', 'remove', 'revert'), ids: fc.constant([t.review]) }),
    faults: () => [
      fc.constant(without('action')),
      fc.constant(without('ids')),
      fc.constantFrom('delete', '', 'CONFIRM', 5, null, ['confirm']).map((v) => setTo(`action ${JSON.stringify(v)}`, 'action', v)),
      fc
        .constantFrom(
          [],
          'x',
          1,
          [0],
          [-1],
          ['x'],
          [1.5],
          Array.from({ length: 101 }, (_, i) => i + 1),
        )
        .map((v) => setTo(`ids ${JSON.stringify(v).slice(0, 40)}`, 'ids', v)),
      fc.array(unknownId, { minLength: 1, maxLength: 5 }).map((v) => setTo('unknown ids', 'ids', v)),
    ],
  }),
  ...[
    'PATCH Reviews/Confirm/Confirm/:id',
    'PATCH Reviews/Reject/Reject/:id',
    'DELETE Reviews/Remove/Remove/:id',
    'PUT Reviews/Revert/revert/:id',
    'PUT Surveys/revert/:id',
    'DELETE Surveys/:id',
    'PATCH Candidates/:id',
    'DELETE Candidates/:id',
    'PUT ContactSources/revert/:id',
    'DELETE ContactSources/:id',
    'POST History/:id/Restore',
    'POST History/:id/RestoreBefore',
  ].map((route) => {
    const [method, path] = route.split(' ');
    return idRoute(method, `/api/v1/admin/${path}`);
  }),
  // Scheduled publishing: a due time with its zone and ahead, 1 to 100 existing items, each once.
  jsonRoute('POST', '/api/v1/admin/Schedules', {
    valid: (t) =>
      fc.record({
        name: text(SCHEDULE_NAME_MAX),
        at: fc.constant('2099-01-01T09:00:00+04:00'),
        items: fc.constant([{ resource: 'Products', id: t.product, action: 'publish' }]),
      }),
    faults: (t) => [
      fc.constant(without('at')),
      fc.constant(without('items')),
      ...scheduleTimeFaults,
      tooLong(SCHEDULE_NAME_MAX).map((v) => setTo('name too long', 'name', v)),
      fc
        .constantFrom<unknown>(
          [],
          'x',
          {},
          [{ resource: 'Reviews', id: t.product, action: 'publish' }],
          [{ resource: 'Products', id: t.product, action: 'show' }],
          [{ resource: 'Products', id: 'x', action: 'publish' }],
          [{ resource: 'Products', id: MAX_ID, action: 'publish' }],
          [
            { resource: 'Products', id: t.product, action: 'publish' },
            { resource: 'Products', id: t.product, action: 'unpublish' },
          ],
          Array.from({ length: SCHEDULE_MAX_ITEMS + 1 }, () => ({ resource: 'Products', id: t.product, action: 'publish' })),
        )
        .map((v) => setTo(`items ${JSON.stringify(v).slice(0, 40)}`, 'items', v)),
    ],
  }),
  jsonRoute('PUT', '/api/v1/admin/Schedules/:id', {
    id: (t) => t.schedule,
    valid: () => fc.record({ at: fc.constant('2099-02-01T09:00:00+04:00') }),
    faults: () => [
      fc.constant(without('at')),
      ...scheduleTimeFaults,
      tooLong(SCHEDULE_NAME_MAX).map((v) => setTo('name too long', 'name', v)),
    ],
  }),
  idRoute('DELETE', '/api/v1/admin/Schedules/:id'),
  // A stale translation confirmed: a translated field of an existing item, in a translated language.
  jsonRoute('POST', '/api/v1/admin/Translations/Confirm', {
    valid: (t) =>
      fc.record({
        resource: fc.constant('Products'),
        entityId: fc.constant(t.product),
        field: fc.constant('name'),
        languageId: fc.constant(1),
      }),
    faults: () => [
      ...['resource', 'entityId', 'field', 'languageId'].map((key) => fc.constant(without(key))),
      fc.constantFrom('Reviews', '', 5, null, ['Products']).map((v) => setTo(`resource ${JSON.stringify(v)}`, 'resource', v)),
      fc.oneof(badNumber, unknownId).map((v) => setTo(`entityId ${v}`, 'entityId', v)),
      fc.constantFrom('', 'price', 'x'.repeat(61), 5, null).map((v) => setTo(`field ${JSON.stringify(v)}`, 'field', v)),
      fc.constantFrom(2, 0, 4, 'x', null, 1.5).map((v) => setTo(`languageId ${JSON.stringify(v)}`, 'languageId', v)),
    ],
  }),
  formRoute('POST', '/api/v1/admin/Candidates', {
    valid: candidateFields,
    files: (t) => [cv(t)],
    faults: candidateFaults,
    fileFaults: cvFaults,
  }),
  jsonRoute('POST', '/api/v1/admin/ContactSources', {
    valid: () => fc.record({ ContactSourceDictionaries: dictionaries('Name', TEXT_LIMITS.name) }),
    faults: () => [
      fc.constant(without('ContactSourceDictionaries')),
      ...dictionaryFaults('ContactSourceDictionaries', 'Name', TEXT_LIMITS.name),
    ],
  }),
  jsonRoute('PUT', '/api/v1/admin/ContactSources/:id', {
    id: (t) => t.contactSource,
    valid: () => fc.record({ ContactSourceDictionaries: dictionaries('Name', TEXT_LIMITS.name) }),
    faults: () => dictionaryFaults('ContactSourceDictionaries', 'Name', TEXT_LIMITS.name, { exact: false }),
  }),
];
