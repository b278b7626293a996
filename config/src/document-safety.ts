/**
 * Whether a CV (already known to be a PDF or a DOCX, see files.ts) is safe to hand to the people
 * who open it: no scripts, launch actions or attached files in a PDF, no macros or remotely loaded
 * templates in a DOCX, and no DOCX that unpacks to far more than it weighs.
 *
 * Shared by the server and the careers form, so it uses no zlib: whatever must be inflated is
 * inflated by the caller's `inflate` (the server passes zlib with an output cap). Without one (the
 * browser), compressed parts are not looked into and only the server decides on them. Like
 * files.ts, nothing here throws and every loop is bounded by the input.
 */
import type { PublicMessageKey } from './messages';
import { CONTENT_TYPES_NAME, zipCentralDirectory, zipEntryData, type DocumentKind } from './files';

/** At most this much, all entries of a DOCX together (or all object streams of a PDF), unpacked. */
export const CV_MAX_INFLATED_BYTES = 20 * 1024 * 1024;
/** At most this ratio of unpacked to packed size for one DOCX entry. */
export const CV_MAX_RATIO = 100;
/** Entries smaller than this may compress better than the ratio (short, repetitive XML). */
const RATIO_FLOOR = 64 * 1024;
/** No DOCX a person writes has more parts than this. */
const MAX_ZIP_ENTRIES = 1000;
/** The largest [Content_Types].xml or .rels part looked into. */
const MAX_SMALL_PART = 1024 * 1024;

/** Why a CV is refused: the message key of the answer (messages.ts). */
export type DocumentProblem = Extract<PublicMessageKey, 'fileActiveContent' | 'fileUnchecked'>;

/** `data` inflated (a zlib stream, or raw deflate), or null when it is corrupt or would pass `maxBytes`. */
export type Inflate = (data: Uint8Array, format: 'zlib' | 'raw', maxBytes: number) => Uint8Array | null;

/** The problem of a CV of `kind`, or null when it may be kept. */
export function documentProblem(bytes: Uint8Array, kind: DocumentKind, inflate?: Inflate): DocumentProblem | null {
  try {
    return kind === 'pdf' ? pdfProblem(bytes, inflate) : docxProblem(bytes, inflate);
  } catch {
    // Unreachable by construction; a check that cannot finish refuses.
    return 'fileUnchecked';
  }
}

// ---------------------------------------------------------------------------
// DOCX
// ---------------------------------------------------------------------------

/**
 * Parts that carry code or other programs: the VBA project and its data (a .docm saved as .docx
 * still opens with them), macro toolbars, ActiveX controls, OLE objects (which may be packaged
 * executables) and macro-enabled documents embedded inside.
 */
const ACTIVE_PART =
  /(^|\/)(vbaproject\.bin|vbadata\.xml|attachedtoolbars\.bin)$|(^|\/)activex\/|(^|\/)embeddings\/.*\.(bin|docm|dotm|xlsm|xltm|xlsb|xlam|pptm|potm|ppsm|ppam)$/i;

/** Content types that declare macros, ActiveX or OLE objects (a .docm's main part among them). */
const ACTIVE_CONTENT_TYPE = /macroenabled|vbaproject|vbadata|activex|oleobject/i;

/** A relationship's target that Word fetches from another machine (a remote, macro-bearing template). */
const REMOTE_TARGET = /^\s*(https?:|\\\\|\/\/|file:\/\/(?!\/))/i;

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)')`, 'i').exec(tag);
  return match ? (match[2] ?? match[3]) : undefined;
}

/** External relationships other than hyperlinks that point at another machine. */
function hasRemoteRelationship(xml: string): boolean {
  for (const tag of xml.match(/<(\w+:)?Relationship\b[^>]*>/g) ?? []) {
    if (!/^external$/i.test(attribute(tag, 'TargetMode') ?? '')) continue;
    if (/\/hyperlink$/i.test(attribute(tag, 'Type') ?? '')) continue;
    if (REMOTE_TARGET.test(attribute(tag, 'Target') ?? '')) return true;
  }
  return false;
}

function latin1(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 8192) out += String.fromCharCode(...bytes.subarray(i, i + 8192));
  return out;
}

/**
 * Decided from the central directory first (names and declared sizes, in milliseconds, nothing
 * inflated); then, with `inflate`, the small XML parts that declare types and relationships.
 * Declared sizes are what a reader allocates for; a smaller lie inflates to no more than it says.
 */
function docxProblem(bytes: Uint8Array, inflate?: Inflate): DocumentProblem | null {
  const entries = zipCentralDirectory(bytes);
  if (!entries || entries.length > MAX_ZIP_ENTRIES) return 'fileUnchecked';
  let total = 0;
  for (const entry of entries) {
    const { compressedSize: packed, uncompressedSize: unpacked } = entry;
    // 0xFFFFFFFF: the real size is in a ZIP64 record; no CV needs one.
    if (packed === 0xffffffff || unpacked === 0xffffffff || entry.localOffset === 0xffffffff) return 'fileUnchecked';
    if (entry.flags & 1 || (entry.method !== 0 && entry.method !== 8)) return 'fileUnchecked';
    if (entry.method === 0 && packed !== unpacked) return 'fileUnchecked';
    total += unpacked;
    if (total > CV_MAX_INFLATED_BYTES) return 'fileUnchecked';
    if (unpacked > RATIO_FLOOR && unpacked > packed * CV_MAX_RATIO) return 'fileUnchecked';
  }
  if (entries.some((entry) => ACTIVE_PART.test(entry.name))) return 'fileActiveContent';
  if (!inflate) return null;

  for (const entry of entries) {
    const isTypes = entry.name === CONTENT_TYPES_NAME;
    if (!isTypes && !/\.rels$/i.test(entry.name)) continue;
    if (entry.uncompressedSize > MAX_SMALL_PART) return 'fileUnchecked';
    const data = zipEntryData(bytes, entry);
    const xml = data && (entry.method === 0 ? data : inflate(data, 'raw', MAX_SMALL_PART));
    if (!xml) return 'fileUnchecked';
    const text = latin1(xml);
    if (isTypes ? ACTIVE_CONTENT_TYPE.test(text) : hasRemoteRelationship(text)) return 'fileActiveContent';
  }
  return null;
}

// ---------------------------------------------------------------------------
// PDF
// ---------------------------------------------------------------------------

/**
 * Names that make a reader run or open something: scripts (`/JS` of an `/OpenAction` or `/AA`
 * action among them), launching programs, attached files and the actions that open them, Flash.
 * An `/OpenAction` that only goes to a page (most PDFs have one) is harmless and allowed.
 */
const ACTIVE_NAMES = new Set(['JavaScript', 'JS', 'Launch', 'EmbeddedFile', 'EmbeddedFiles', 'EF', 'FileAttachment', 'GoToE', 'RichMedia']);

const enum Ch {
  Percent = 0x25,
  Slash = 0x2f,
  Hash = 0x23,
  OpenParen = 0x28,
  CloseParen = 0x29,
  Backslash = 0x5c,
  Less = 0x3c,
  Greater = 0x3e,
  OpenBracket = 0x5b,
  CloseBracket = 0x5d,
  CR = 0x0d,
  LF = 0x0a,
}

const isWhite = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09 || c === 0x0c || c === 0x00;
const isDelimiter = (c: number) =>
  c === 0x28 || c === 0x29 || c === 0x3c || c === 0x3e || c === 0x5b || c === 0x5d || c === 0x7b || c === 0x7d || c === 0x2f || c === 0x25;
const isRegular = (c: number) => !isWhite(c) && !isDelimiter(c);
const hexValue = (c: number) =>
  c >= 0x30 && c <= 0x39 ? c - 0x30 : c >= 0x41 && c <= 0x46 ? c - 55 : c >= 0x61 && c <= 0x66 ? c - 87 : -1;

type Token =
  { t: 'name'; v: string } | { t: 'num'; v: number } | { t: 'kw'; v: string } | { t: '[' } | { t: ']' } | { t: 'dict' } | { t: 'str' };

/** The tokens of one dictionary, at its own level (an inner dictionary is one `dict` token). */
type Dict = Token[];

/** The value of `key` in a dictionary: its names (one, or an array's), a number, or a reference. */
function valueOf(dict: Dict, key: string): { names: string[]; num?: number; ref?: boolean; present: boolean } {
  for (let i = 0; i < dict.length; i++) {
    const token = dict[i];
    if (token.t !== 'name' || token.v !== key) continue;
    const next = dict[i + 1];
    if (!next) return { names: [], present: true };
    if (next.t === 'name') return { names: [next.v], present: true };
    if (next.t === '[') {
      const names: string[] = [];
      for (let j = i + 2; j < dict.length && dict[j].t !== ']'; j++) {
        const item = dict[j];
        if (item.t === 'name') names.push(item.v);
      }
      return { names, present: true };
    }
    if (next.t === 'num') {
      const ref = dict[i + 2]?.t === 'num' && dict[i + 3]?.t === 'kw' && (dict[i + 3] as { v: string }).v === 'R';
      return { names: [], num: ref ? undefined : next.v, ref, present: true };
    }
    return { names: [], present: true };
  }
  return { names: [], present: false };
}

/** Where `word` next starts at or after `from`, or -1. */
function indexOf(bytes: Uint8Array, word: string, from: number, end: number): number {
  const first = word.charCodeAt(0);
  outer: for (let i = from; i + word.length <= end; i++) {
    if (bytes[i] !== first) continue;
    for (let k = 1; k < word.length; k++) if (bytes[i + k] !== word.charCodeAt(k)) continue outer;
    return i;
  }
  return -1;
}

interface PdfScan {
  inflate?: Inflate;
  /** What object streams may still inflate to. */
  budget: number;
  problem: DocumentProblem | null;
}

/**
 * Reads `bytes[start, end)` as PDF syntax: comments and strings are skipped (so a CV that says
 * "HTML/CSS/JS" is no script), names are decoded (`/J#61vaScript` is `/JavaScript`) and checked.
 * Inside streams (`nested`), no stream can start and only names matter.
 * A stream's data is skipped by its length, except an object stream (`/Type /ObjStm`, or one with
 * the `/First` a reader needs to read it as one), whose objects are read the same way once
 * inflated, and an unfiltered stream, which is read as it is (a cross-reference table may point
 * inside either). Other streams (page content, pictures, fonts) cannot declare actions.
 */
function scanPdf(bytes: Uint8Array, start: number, end: number, scan: PdfScan, nested: boolean): void {
  const stack: Dict[] = [];
  let lastDict: Dict | null = null;
  // Only the file's own dictionaries are kept (a stream's tells how to read it): inside an object
  // stream or an unfiltered stream, names are only checked, which keeps a large one fast.
  const push = nested ? () => {} : (token: Token) => stack[stack.length - 1]?.push(token);
  let i = start;
  while (i < end && !scan.problem) {
    const c = bytes[i];
    if (isWhite(c)) {
      i++;
      continue;
    }
    // A stream's dictionary is the one just before its keyword, with nothing in between.
    const dictBefore = lastDict;
    if (stack.length === 0) lastDict = null;
    if (c === Ch.Percent) {
      while (i < end && bytes[i] !== Ch.CR && bytes[i] !== Ch.LF) i++;
    } else if (c === Ch.OpenParen) {
      let depth = 0;
      for (; i < end; i++) {
        const s = bytes[i];
        if (s === Ch.Backslash) i++;
        else if (s === Ch.OpenParen) depth++;
        else if (s === Ch.CloseParen && --depth === 0) break;
      }
      i++;
      push({ t: 'str' });
    } else if (c === Ch.Less && bytes[i + 1] === Ch.Less) {
      if (!nested) stack.push([]);
      i += 2;
    } else if (c === Ch.Greater && bytes[i + 1] === Ch.Greater) {
      const dict = nested ? undefined : stack.pop();
      if (dict) {
        if (stack.length === 0) lastDict = dict;
        else push({ t: 'dict' });
      }
      i += 2;
    } else if (c === Ch.Less) {
      while (i < end && bytes[i] !== Ch.Greater) i++;
      i++;
      push({ t: 'str' });
    } else if (c === Ch.OpenBracket || c === Ch.CloseBracket) {
      push({ t: c === Ch.OpenBracket ? '[' : ']' });
      i++;
    } else if (c === Ch.Slash) {
      let name = '';
      i++;
      while (i < end && isRegular(bytes[i])) {
        const h1 = bytes[i] === Ch.Hash && i + 2 < end ? hexValue(bytes[i + 1]) : -1;
        const h2 = h1 >= 0 ? hexValue(bytes[i + 2]) : -1;
        if (h2 >= 0) {
          name += String.fromCharCode(h1 * 16 + h2);
          i += 3;
        } else {
          name += String.fromCharCode(bytes[i++]);
        }
        if (name.length > 127) break; // longer than any name a reader keeps
      }
      if (ACTIVE_NAMES.has(name)) scan.problem = 'fileActiveContent';
      push({ t: 'name', v: name });
    } else if (isRegular(c)) {
      const from = i;
      while (i < end && isRegular(bytes[i])) i++;
      if (nested) continue;
      let word = '';
      for (let k = from; k < Math.min(i, from + 16); k++) word += String.fromCharCode(bytes[k]);
      if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(word)) push({ t: 'num', v: Number(word) });
      else if (word === 'stream') i = afterStream(bytes, i, end, stack.length === 0 ? dictBefore : null, scan, nested);
      else push({ t: 'kw', v: word });
    } else {
      i++; // a lone '>', '{' or '}'
    }
  }
}

/** Skips (or reads, see scanPdf) the data of the stream whose `stream` keyword ends at `i`. */
function afterStream(bytes: Uint8Array, i: number, end: number, dict: Dict | null, scan: PdfScan, nested: boolean): number {
  if (bytes[i] === Ch.CR) i++;
  if (bytes[i] === Ch.LF) i++;
  const dataStart = i;
  let dataEnd = -1;
  const length = dict ? valueOf(dict, 'Length').num : undefined;
  if (length !== undefined && Number.isInteger(length) && length >= 0 && dataStart + length <= end) {
    let k = dataStart + length;
    while (k < end && isWhite(bytes[k])) k++;
    if (indexOf(bytes, 'endstream', k, Math.min(end, k + 9)) === k) dataEnd = dataStart + length;
  }
  if (dataEnd < 0) {
    const found = indexOf(bytes, 'endstream', dataStart, end);
    dataEnd = found < 0 ? end : found;
  }
  const next = dataEnd;
  if (!dict) return next;

  const filters = valueOf(dict, 'Filter').names;
  const isObjectStream = valueOf(dict, 'Type').names[0] === 'ObjStm' || valueOf(dict, 'First').present;
  if (filters.length === 0) {
    scanPdf(bytes, dataStart, dataEnd, scan, true);
    return next;
  }
  if (!isObjectStream || !scan.inflate) return next;
  // Object streams hold no streams; one that would, or that is packed in a way read here only by
  // guessing (another filter, a predictor), cannot be checked.
  const predictor = valueOf(dict, 'Predictor').num;
  if (nested || filters.length !== 1 || filters[0] !== 'FlateDecode' || (predictor !== undefined && predictor > 1)) {
    scan.problem = 'fileUnchecked';
    return next;
  }
  const data = bytes.subarray(dataStart, dataEnd);
  // Object streams hold short dictionaries and compress some ten to one; far more is a bomb.
  const limit = Math.min(scan.budget, Math.max(RATIO_FLOOR, data.length * CV_MAX_RATIO));
  const inflated = scan.inflate(data, 'zlib', limit) ?? scan.inflate(data, 'raw', limit);
  if (!inflated) {
    scan.problem = 'fileUnchecked';
    return next;
  }
  scan.budget -= inflated.length;
  scanPdf(inflated, 0, inflated.length, scan, true);
  return next;
}

/** Reads the whole file, every revision and whatever sits after `%%EOF`, as a recovering reader would. */
function pdfProblem(bytes: Uint8Array, inflate?: Inflate): DocumentProblem | null {
  const scan: PdfScan = { inflate, budget: CV_MAX_INFLATED_BYTES, problem: null };
  scanPdf(bytes, 0, bytes.length, scan, false);
  return scan.problem;
}
