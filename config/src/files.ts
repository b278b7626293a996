/**
 * Content sniffing for uploaded files (documents and images).
 *
 * Shared by the Node server and by browsers, so it only uses Uint8Array:
 * no Buffer, no fs, no zlib. Every decision is made from the bytes, never
 * from a file name or a client-supplied MIME type.
 *
 * The functions never throw and always terminate: every offset and length
 * read from the input is range-checked before it is used, and every loop is
 * bounded by the size of the input.
 */

export type DocumentKind = 'pdf' | 'docx';
export type ImageKind = 'jpeg' | 'png' | 'webp' | 'avif';

/** Each kind's media type, and the extension a file of it is stored under. */
const DOCUMENT_TYPES = {
  pdf: { mime: 'application/pdf', extension: '.pdf' },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extension: '.docx' },
} as const;
const IMAGE_TYPES = {
  jpeg: { mime: 'image/jpeg', extension: '.jpg' },
  png: { mime: 'image/png', extension: '.png' },
  webp: { mime: 'image/webp', extension: '.webp' },
  avif: { mime: 'image/avif', extension: '.avif' },
} as const;

const byKind = <K extends string>(types: Record<K, { mime: string; extension: string }>, field: 'mime' | 'extension') =>
  Object.freeze(
    Object.fromEntries(Object.entries<{ mime: string; extension: string }>(types).map(([kind, type]) => [kind, type[field]])),
  ) as Record<K, string>;

export const DOCUMENT_MIME = byKind<DocumentKind>(DOCUMENT_TYPES, 'mime');
export const IMAGE_MIME = byKind<ImageKind>(IMAGE_TYPES, 'mime');
export const DOCUMENT_EXTENSION = byKind<DocumentKind>(DOCUMENT_TYPES, 'extension');
export const IMAGE_EXTENSION = byKind<ImageKind>(IMAGE_TYPES, 'extension');

// ---------------------------------------------------------------------------
// Byte helpers (explicit bounds checks; callers check ranges first)
// ---------------------------------------------------------------------------

function ascii(text: string): Uint8Array {
  const out = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) out[i] = text.charCodeAt(i) & 0xff;
  return out;
}

/** True when `bytes` holds `pattern` at `offset` (false when out of range). */
function matchesAt(bytes: Uint8Array, offset: number, pattern: Uint8Array): boolean {
  if (offset < 0 || offset + pattern.length > bytes.length) return false;
  for (let i = 0; i < pattern.length; i++) {
    if (bytes[offset + i] !== pattern[i]) return false;
  }
  return true;
}

function u16le(bytes: Uint8Array, offset: number): number {
  return bytes[offset] | (bytes[offset + 1] << 8);
}

function u32le(bytes: Uint8Array, offset: number): number {
  return (bytes[offset] | (bytes[offset + 1] << 8) | (bytes[offset + 2] << 16) | (bytes[offset + 3] << 24)) >>> 0;
}

function u32be(bytes: Uint8Array, offset: number): number {
  return ((bytes[offset] << 24) | (bytes[offset + 1] << 16) | (bytes[offset + 2] << 8) | bytes[offset + 3]) >>> 0;
}

function isBytes(value: unknown): value is Uint8Array {
  return value instanceof Uint8Array;
}

// ---------------------------------------------------------------------------
// Documents
// ---------------------------------------------------------------------------

const PDF_MAGIC = ascii('%PDF-');
const ZIP_LOCAL_HEADER_MAGIC = Uint8Array.of(0x50, 0x4b, 0x03, 0x04);

const EOCD_SIGNATURE = 0x06054b50;
const EOCD_MIN_SIZE = 22;
/** 22-byte EOCD record + the largest possible (65535-byte) archive comment. */
const EOCD_SEARCH_WINDOW = EOCD_MIN_SIZE + 0xffff;

const CDFH_SIGNATURE = 0x02014b50;
const CDFH_MIN_SIZE = 46;

export const CONTENT_TYPES_NAME = '[Content_Types].xml';
const WORD_PREFIX = 'word/';

/**
 * Offset of the End Of Central Directory record, or -1.
 *
 * Searches backwards through the last 65557 bytes. A candidate only counts
 * when its comment length makes the record end exactly at the end of the
 * input, which rules out the signature bytes appearing inside the comment
 * or inside stored data.
 */
function findEndOfCentralDirectory(bytes: Uint8Array): number {
  const last = bytes.length - EOCD_MIN_SIZE;
  if (last < 0) return -1;
  const stop = Math.max(0, bytes.length - EOCD_SEARCH_WINDOW);
  for (let i = last; i >= stop; i--) {
    if (bytes[i] !== 0x50 || u32le(bytes, i) !== EOCD_SIGNATURE) continue;
    const commentLength = u16le(bytes, i + 20);
    if (i + EOCD_MIN_SIZE + commentLength === bytes.length) return i;
  }
  return -1;
}

/** One file of a ZIP archive as its central directory describes it. */
export interface ZipEntry {
  /** The name as bytes read one to one (the names a DOCX check looks for are ASCII). */
  name: string;
  /** General purpose flags (bit 0: encrypted). */
  flags: number;
  /** 0 stored, 8 deflated; anything else is no part of a document. */
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  /** Where the entry's local header starts. */
  localOffset: number;
}

/**
 * The entries of a ZIP archive, read from its central directory alone (nothing is decompressed),
 * or null when the archive is not one we read: no local header at the start, spanned, or a
 * directory that does not add up.
 */
export function zipCentralDirectory(bytes: Uint8Array): ZipEntry[] | null {
  // Every real .docx starts with a local file header (no self-extractor stubs).
  if (!isBytes(bytes) || !matchesAt(bytes, 0, ZIP_LOCAL_HEADER_MAGIC)) return null;

  const eocd = findEndOfCentralDirectory(bytes);
  if (eocd < 0) return null;

  const diskNumber = u16le(bytes, eocd + 4);
  const centralDirectoryDisk = u16le(bytes, eocd + 6);
  const entriesOnDisk = u16le(bytes, eocd + 8);
  const totalEntries = u16le(bytes, eocd + 10);
  const centralDirectorySize = u32le(bytes, eocd + 12);
  const centralDirectoryOffset = u32le(bytes, eocd + 16);

  // Spanned / multi-disk archives are not documents we accept.
  if (diskNumber !== 0 || centralDirectoryDisk !== 0) return null;
  if (entriesOnDisk !== totalEntries) return null;
  if (totalEntries === 0) return null;

  // The central directory must lie entirely before the EOCD record.
  const centralDirectoryEnd = centralDirectoryOffset + centralDirectorySize;
  if (centralDirectoryEnd > eocd) return null;

  // Each central directory header is at least 46 bytes: a count that cannot
  // fit in the declared size is a lie.
  if (totalEntries * CDFH_MIN_SIZE > centralDirectorySize) return null;

  const entries: ZipEntry[] = [];
  let position = centralDirectoryOffset;

  for (let entry = 0; entry < totalEntries; entry++) {
    if (position + CDFH_MIN_SIZE > centralDirectoryEnd) return null;
    if (u32le(bytes, position) !== CDFH_SIGNATURE) return null;

    const nameLength = u16le(bytes, position + 28);
    const extraLength = u16le(bytes, position + 30);
    const commentLength = u16le(bytes, position + 32);

    const nameStart = position + CDFH_MIN_SIZE;
    const next = nameStart + nameLength + extraLength + commentLength;
    if (next > centralDirectoryEnd) return null;

    let name = '';
    for (let i = nameStart; i < nameStart + nameLength; i++) name += String.fromCharCode(bytes[i]);
    entries.push({
      name,
      flags: u16le(bytes, position + 8),
      method: u16le(bytes, position + 10),
      compressedSize: u32le(bytes, position + 20),
      uncompressedSize: u32le(bytes, position + 24),
      localOffset: u32le(bytes, position + 42),
    });

    position = next; // strictly increases by at least 46 bytes
  }
  return entries;
}

/**
 * The stored bytes of an entry (still compressed when `method` is 8), found through its local
 * header; null when they do not lie inside the archive.
 */
export function zipEntryData(bytes: Uint8Array, entry: ZipEntry): Uint8Array | null {
  const at = entry.localOffset;
  if (at + 30 > bytes.length || !matchesAt(bytes, at, ZIP_LOCAL_HEADER_MAGIC)) return null;
  const start = at + 30 + u16le(bytes, at + 26) + u16le(bytes, at + 28);
  const end = start + entry.compressedSize;
  return end <= bytes.length ? bytes.subarray(start, end) : null;
}

/**
 * True when `bytes` is a ZIP archive whose central directory lists both
 * `[Content_Types].xml` and at least one file under `word/`.
 */
function isDocxZip(bytes: Uint8Array): boolean {
  const entries = zipCentralDirectory(bytes);
  if (!entries) return false;
  const hasContentTypes = entries.some((e) => e.name === CONTENT_TYPES_NAME);
  // Something *inside* word/ (e.g. word/document.xml), not just the folder.
  const hasWordPart = entries.some((e) => e.name.length > WORD_PREFIX.length && e.name.startsWith(WORD_PREFIX));
  return hasContentTypes && hasWordPart;
}

/** Decides by content, never by name. */
export function detectDocumentKind(bytes: Uint8Array): DocumentKind | null {
  if (!isBytes(bytes)) return null;
  try {
    if (matchesAt(bytes, 0, PDF_MAGIC)) return 'pdf';
    if (isDocxZip(bytes)) return 'docx';
  } catch {
    // Unreachable by construction; detection must never throw.
  }
  return null;
}

// ---------------------------------------------------------------------------
// Images
// ---------------------------------------------------------------------------

const JPEG_MAGIC = Uint8Array.of(0xff, 0xd8, 0xff);
const PNG_MAGIC = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
const RIFF_MAGIC = ascii('RIFF');
const WEBP_MAGIC = ascii('WEBP');
const FTYP = ascii('ftyp');
const AVIF_BRANDS = [ascii('avif'), ascii('avis')];

function isAvifBrandAt(bytes: Uint8Array, offset: number): boolean {
  return AVIF_BRANDS.some((brand) => matchesAt(bytes, offset, brand));
}

/**
 * ISO BMFF with an `ftyp` box at offset 4 whose major brand or one of whose
 * compatible brands is `avif` (still image) or `avis` (image sequence).
 */
function isAvif(bytes: Uint8Array): boolean {
  // size(4) type(4) major_brand(4) minor_version(4)
  if (bytes.length < 16 || !matchesAt(bytes, 4, FTYP)) return false;

  const declaredSize = u32be(bytes, 0);
  // 1 = 64-bit large size (never used for ftyp); anything else below 16 is malformed.
  if (declaredSize !== 0 && declaredSize < 16) return false;
  // 0 = box extends to end of file. A header-only prefix may be shorter than the box.
  const boxEnd = declaredSize === 0 ? bytes.length : Math.min(declaredSize, bytes.length);

  if (isAvifBrandAt(bytes, 8)) return true;
  for (let offset = 16; offset + 4 <= boxEnd; offset += 4) {
    if (isAvifBrandAt(bytes, offset)) return true;
  }
  return false;
}

export function detectImageKind(bytes: Uint8Array): ImageKind | null {
  if (!isBytes(bytes)) return null;
  try {
    if (matchesAt(bytes, 0, JPEG_MAGIC)) return 'jpeg';
    if (matchesAt(bytes, 0, PNG_MAGIC)) return 'png';
    if (matchesAt(bytes, 0, RIFF_MAGIC) && matchesAt(bytes, 8, WEBP_MAGIC)) return 'webp';
    if (isAvif(bytes)) return 'avif';
  } catch {
    // Unreachable by construction; detection must never throw.
  }
  return null;
}
