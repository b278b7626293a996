import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CV_MAX_BYTES, publicMessage, type LanguageId } from '@qahve/config';
import { SiteContext } from '../../shared/site';
import { ApiError, clientApi } from '../../shared/api';
import { renderSuspended, resetLanguage } from '../../test/render';
import CareerPage from '.';
import { checkCv } from './cvFile';
import { typePhone } from './phone';

// --- CV fixtures --------------------------------------------------------------------------------

const utf8 = (s: string) => new TextEncoder().encode(s);

function concat(parts: Uint8Array[]) {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let o = 0;
  for (const p of parts) {
    out.set(p, o);
    o += p.length;
  }
  return out;
}

type Field = [2 | 4, number];
const u16 = (value: number): Field => [2, value];
const u32 = (value: number): Field => [4, value];

/** The fields written little-endian, then `tail`. */
function le(fields: Field[], tail = new Uint8Array(0)) {
  const size = fields.reduce((n, [s]) => n + s, 0);
  const out = new Uint8Array(size + tail.length);
  const view = new DataView(out.buffer);
  let o = 0;
  for (const [s, v] of fields) {
    if (s === 2) view.setUint16(o, v, true);
    else view.setUint32(o, v, true);
    o += s;
  }
  out.set(tail, size);
  return out;
}

/** A small but real (stored) ZIP archive laid out as a Word document, with the `extra` parts too. */
function docxBytes(...extra: string[]) {
  const entries = [
    { name: '[Content_Types].xml', data: utf8('<?xml version="1.0"?><Types/>') },
    { name: 'word/document.xml', data: utf8('<?xml version="1.0"?><w:document/>') },
    ...extra.map((name) => ({ name, data: utf8('VBA') })),
  ];
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const { name, data } of entries) {
    const n = utf8(name);
    // What a local header and its central directory entry both say, in the same order: no flags, stored,
    // no date or time, no CRC (the check does not verify it), the sizes, the name's length, no extra field.
    const shared = [u16(0), u16(0), u16(0), u16(0), u32(0), u32(data.length), u32(data.length), u16(n.length), u16(0)];
    const local = le([u32(0x04034b50), u16(20), ...shared], concat([n, data]));
    // Then: no comment, disk 0, no attributes, where the local header starts.
    centrals.push(le([u32(0x02014b50), u16(20), u16(20), ...shared, u16(0), u16(0), u16(0), u32(0), u32(offset)], n));
    locals.push(local);
    offset += local.length;
  }
  const cd = concat(centrals);
  const eocd = le([u32(0x06054b50), u16(0), u16(0), u16(entries.length), u16(entries.length), u32(cd.length), u32(offset), u16(0)]);
  return concat([...locals, cd, eocd]);
}

const pdf = (name = 'cv.pdf') => new File([utf8('%PDF-1.7\n1 0 obj<<>>endobj\n%%EOF')], name, { type: 'application/pdf' });
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const docx = (name = 'cv.docx') => new File([docxBytes() as BlobPart], name, { type: DOCX_TYPE });

// --- Pure checks --------------------------------------------------------------------------------

describe('CV file check (by content)', () => {
  it('accepts a PDF and a DOCX by their bytes, whatever their name', async () => {
    expect(await checkCv(pdf())).toBeNull();
    expect(await checkCv(docx())).toBeNull();
    expect(await checkCv(new File([docxBytes() as BlobPart], 'resume.bin'))).toBeNull();
  });

  it('refuses a renamed text file, a plain ZIP, and anything over 2 MB', async () => {
    expect(await checkCv(new File(['just some text'], 'cv.pdf', { type: 'application/pdf' }))).toBe('fileType');
    expect(await checkCv(new File(['PK\u0003\u0004 not a real zip'], 'cv.docx', { type: DOCX_TYPE }))).toBe('fileType');
    expect(await checkCv(new File([], 'empty.pdf'))).toBe('fileType');
    const big = new Uint8Array(CV_MAX_BYTES + 1);
    big.set(utf8('%PDF-1.7'));
    expect(await checkCv(new File([big], 'big.pdf', { type: 'application/pdf' }))).toBe('fileTooBig');
    const limit = new Uint8Array(CV_MAX_BYTES);
    limit.set(utf8('%PDF-1.7'));
    expect(await checkCv(new File([limit], 'limit.pdf'))).toBeNull();
  });
});

describe('CV active content check (before sending)', () => {
  it('refuses a PDF with a script or a launch action, even hex-escaped, and a DOCX with macros', async () => {
    const script = utf8('%PDF-1.7\n1 0 obj << /Type /Catalog /OpenAction << /S /J#61vaScript /JS (app.alert(1)) >> >> endobj\n%%EOF');
    expect(await checkCv(new File([script], 'cv.pdf'))).toBe('fileActiveContent');
    expect(await checkCv(new File([utf8('%PDF-1.7\n1 0 obj << /S /Launch /F (cmd.exe) >> endobj')], 'cv.pdf'))).toBe('fileActiveContent');
    expect(await checkCv(new File([docxBytes('word/vbaProject.bin') as BlobPart], 'cv.docx'))).toBe('fileActiveContent');
    expect(await checkCv(new File([docxBytes('word/media/photo.png') as BlobPart], 'cv.docx'))).toBeNull();
    expect(await checkCv(new File([utf8('%PDF-1.7\n(Skills: HTML/CSS/JS) Tj')], 'cv.pdf'))).toBeNull();
  });
});

describe('typePhone', () => {
  it('formats as +994 XX XXX XX XX with config formatPhone, at most 17 characters', () => {
    expect(typePhone('501234567')).toBe('+994 50 123 45 67');
    expect(typePhone('+994501234567')).toBe('+994 50 123 45 67');
    expect(typePhone('994 50 123 45 67')).toBe('+994 50 123 45 67');
    expect(typePhone('050 123 45 67')).toBe('+994 50 123 45 67');
    expect(typePhone('(050) 123-45-67 ext')).toBe('+994 50 123 45 67');
    expect(typePhone('5012345678999')).toBe('+994 50 123 45 67');
    expect(typePhone('+994 50 123 45 67 8')).toHaveLength(17);
    expect(typePhone('abc')).toBe('');
    expect(typePhone('+99')).toBe('');
  });
});

// --- The page -----------------------------------------------------------------------------------

async function renderCareer() {
  renderSuspended(<CareerPage />, '/career');
  await screen.findByRole('heading', { level: 1, name: 'Apply to work with us!' });
  return screen.getByRole('form', { name: 'CV form' });
}

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

/** Renders the form, fills every field with valid answers and `cv`, and sends it. */
async function sendFilledForm(cv: File) {
  const user = userEvent.setup();
  const form = await renderCareer();
  await user.type(screen.getByLabelText('Name'), 'Aysel');
  await user.type(screen.getByLabelText('Surname'), 'Mammadova');
  await user.type(screen.getByLabelText('Phone number'), '501234567');
  await user.type(screen.getByLabelText('Email'), 'aysel@example.com');
  await user.upload(fileInput(), cv);
  await screen.findByText(/Selected file/);
  await user.click(within(form).getByRole('button', { name: 'Send CV' }));
  return form;
}

describe('/career', () => {
  beforeEach(() => resetLanguage(1, 'career'));
  afterEach(() => vi.unstubAllGlobals());

  it('formats the phone as it is typed', async () => {
    const user = userEvent.setup();
    await renderCareer();
    const phone = screen.getByLabelText('Phone number');
    expect(phone).toHaveAttribute('type', 'tel');
    await user.click(phone);
    expect(phone).toHaveValue('+994 ');
    await user.type(phone, '5');
    expect(phone).toHaveValue('+994 5');
    await user.type(phone, '01234567');
    expect(phone).toHaveValue('+994 50 123 45 67');
    await user.type(phone, '89');
    expect(phone).toHaveValue('+994 50 123 45 67');
    expect((phone as HTMLInputElement).value).toHaveLength(17);
    await user.type(phone, '{Backspace}{Backspace}');
    expect(phone).toHaveValue('+994 50 123 45');

    await user.clear(phone);
    await user.type(phone, '0551112233');
    expect(phone).toHaveValue('+994 55 111 22 33');

    await user.clear(phone);
    await user.type(phone, '994501234567');
    expect(phone).toHaveValue('+994 50 123 45 67');

    await user.clear(phone);
    await user.tab();
    expect(phone).toHaveValue('');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
  });

  it('accepts a PDF or a DOCX, shows it with a remove button, and refuses others next to the field', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await renderCareer();
    expect(screen.getByText('Just a PDF or DOCX file (max. 2MB)')).toBeInTheDocument();

    await user.upload(fileInput(), docx('my cv.docx'));
    expect(await screen.findByText(/Selected file: my cv\.docx/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove file' }));
    expect(screen.queryByText(/Selected file/)).not.toBeInTheDocument();
    expect(fileInput().value).toBe('');

    await user.upload(fileInput(), pdf());
    expect(await screen.findByText(/Selected file: cv\.pdf/)).toBeInTheDocument();

    await user.upload(fileInput(), new File(['hello'], 'cv.pdf', { type: 'application/pdf' }));
    const typeError = await screen.findByRole('alert');
    expect(typeError).toHaveTextContent('Only PDF or DOCX files are allowed!');
    expect(fileInput()).toHaveAttribute('aria-invalid', 'true');
    expect(fileInput().getAttribute('aria-describedby')).toContain(typeError.id);
    expect(screen.queryByText(/Selected file/)).not.toBeInTheDocument();
    expect(fileInput().value).toBe('');

    const big = new Uint8Array(CV_MAX_BYTES + 1);
    big.set(utf8('%PDF-1.7'));
    await user.upload(fileInput(), new File([big], 'big.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('File size should not exceed 2MB!')).toBeInTheDocument();
    expect(screen.queryByText(/Selected file/)).not.toBeInTheDocument();

    await user.upload(fileInput(), pdf());
    expect(await screen.findByText(/Selected file: cv\.pdf/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the file messages in the visitor's language", async () => {
    await resetLanguage(2, 'career');
    const user = userEvent.setup({ applyAccept: false });
    renderSuspended(<CareerPage />, '/career');
    await screen.findByText('Yalnız PDF və ya DOCX faylı (maks. 2MB)');
    await user.upload(fileInput(), new File(['x'], 'a.docx'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Yalnız PDF və ya DOCX fayllarına icazə verilir!');
  });

  it("refuses a CV with macros next to the field, in the visitor's language, before sending", async () => {
    await resetLanguage(3, 'career');
    const send = vi.spyOn(clientApi, 'submitCandidate');
    const user = userEvent.setup({ applyAccept: false });
    renderSuspended(<CareerPage />, '/career');
    await screen.findByText('Только файл PDF или DOCX (макс. 2MB)');
    await user.upload(fileInput(), new File([docxBytes('word/vbaProject.bin') as BlobPart], 'cv.docx'));
    expect(await screen.findByRole('alert')).toHaveTextContent(publicMessage('ru', 'fileActiveContent'));
    expect(send).not.toHaveBeenCalled();
  });

  it('requires every field, with the messages next to the fields, and sends nothing', async () => {
    const submit = vi.spyOn(clientApi, 'submitCandidate');
    const user = userEvent.setup();
    const form = await renderCareer();
    await user.click(within(form).getByRole('button', { name: 'Send CV' }));
    expect(submit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required');
    expect(screen.getByLabelText('Surname')).toHaveAccessibleDescription('Surname is required');
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription('Phone number is required');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByText('CV file is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Phone number'), '50123');
    await user.click(within(form).getByRole('button', { name: 'Send CV' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is not valid');
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription('Phone number must look like +994 XX XXX XX XX');
    expect(submit).not.toHaveBeenCalled();
  });

  it('sends the form with a progress bar and goes to /thanks/<languageId>', async () => {
    let report: ((fraction: number) => void) | undefined;
    let finish: (() => void) | undefined;
    const submit = vi.spyOn(clientApi, 'submitCandidate').mockImplementation((_form, _lang, options) => {
      report = options?.onProgress;
      return new Promise((resolve) => {
        finish = () => resolve({ id: 1, message: 'ok' });
      });
    });
    const form = await sendFilledForm(docx());

    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    const [sent, languageId] = submit.mock.calls[0];
    expect(languageId).toBe(1);
    expect(Object.fromEntries([...(sent as FormData).entries()].filter(([, v]) => typeof v === 'string'))).toEqual({
      name: 'Aysel',
      surname: 'Mammadova',
      number: '+994 50 123 45 67',
      email: 'aysel@example.com',
    });
    expect((sent as FormData).get('resumeFile')).toBeInstanceOf(File);

    const bar = await screen.findByRole('progressbar', { name: /Uploading your CV/ });
    expect(within(form).getByRole('button', { name: 'Sending...' })).toBeDisabled();
    report?.(0.4);
    await waitFor(() => expect(bar).toHaveAttribute('value', '40'));
    finish?.();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/thanks/1'));
  });

  it('shows a server refusal next to its field', async () => {
    vi.spyOn(clientApi, 'submitCandidate').mockRejectedValue(
      new ApiError(400, 'This e-mail is blocked', [{ field: 'email', message: 'This e-mail is blocked' }]),
    );
    await sendFilledForm(pdf());
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('This e-mail is blocked'));
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/career');
  });

  it('shows a refusal without a field, or a network failure, under the form', async () => {
    vi.spyOn(clientApi, 'submitCandidate').mockRejectedValue(new ApiError(0, 'Network error'));
    await sendFilledForm(pdf());
    expect(await screen.findByRole('alert')).toHaveTextContent('The server could not be reached.');
  });
});

describe('/career: what is kept, for how long, how to have it erased', () => {
  afterEach(() => vi.unstubAllGlobals());

  async function renderWith(languageId: LanguageId, cvRetentionDays: number | null | undefined) {
    await resetLanguage(languageId, 'career');
    renderSuspended(
      <SiteContext value={{ origin: 'https://qahve.example', cvRetentionDays }}>
        <CareerPage />
      </SiteContext>,
      '/career',
    );
    const heading = await screen.findByRole('heading', {
      level: 2,
      name: { en: 'Your data', az: 'Məlumatlarınız', ru: 'Ваши данные' }[({ 1: 'en', 2: 'az', 3: 'ru' } as const)[languageId]],
    });
    return heading.closest('section')!;
  }

  it.each([
    [
      1,
      90,
      /name, surname, phone number and e-mail\) and your CV/,
      'We erase them automatically 90 days after you apply.',
      'To have them erased sooner, write to us:',
    ],
    [
      2,
      90,
      /ad, soyad, telefon nömrəsi və e-poçt\) və CV-nizi/,
      'Müraciətdən 90 gün sonra onları avtomatik silirik.',
      'Daha tez silinməsini istəyirsinizsə, bizə yazın:',
    ],
    [
      3,
      90,
      /имя, фамилию, номер телефона и e-mail\), и ваше резюме/,
      'Мы автоматически удаляем их через 90 дней после подачи заявки.',
      'Чтобы удалить их раньше, напишите нам:',
    ],
    [3, 1, /резюме/, 'Мы автоматически удаляем их через 1 день после подачи заявки.', 'напишите нам'],
    [3, 180, /резюме/, 'Мы автоматически удаляем их через 180 дней после подачи заявки.', 'напишите нам'],
  ] as const)('language %s, %s days', async (languageId, days, kept, period, erase) => {
    const section = await renderWith(languageId, days);
    expect(section).toHaveTextContent(kept);
    expect(section).toHaveTextContent(period);
    expect(section).toHaveTextContent(erase);
    expect(within(section).getByRole('link', { name: 'info@qahveevi.az' })).toHaveAttribute('href', 'mailto:info@qahveevi.az');
  });

  it('says the default (180 days) where the server gave no setting, and no period when retention is off', async () => {
    expect(await renderWith(1, undefined)).toHaveTextContent('We erase them automatically 180 days after you apply.');
    document.body.innerHTML = '';
    const off = await renderWith(2, null);
    expect(off).toHaveTextContent('Onları siz istəyənə və ya biz silənə qədər saxlayırıq.');
    expect(off).not.toHaveTextContent(/\d+ gün/);
  });
});
