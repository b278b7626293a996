import { createRequire } from 'node:module';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';

/**
 * Real hostile files for the hostile-input suite, built in memory: a ZIP writer small enough to
 * forge what a parser must survive (a DOCX that inflates to hundreds of megabytes, a PDF that is
 * also a ZIP), renamed executables and pages, and an SVG that carries a script.
 */

const require = createRequire(import.meta.url);

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(chunks: Iterable<Uint8Array>) {
  let crc = 0xffffffff;
  for (const chunk of chunks) for (let i = 0; i < chunk.length; i++) crc = CRC_TABLE[(crc ^ chunk[i]) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

interface ZipEntry {
  name: string;
  /** Deflated bytes, with the size and CRC of what they inflate to. */
  deflated: Buffer;
  size: number;
  crc: number;
}

const entry = (name: string, text: string): ZipEntry => {
  const bytes = Buffer.from(text);
  return { name, deflated: zlib.deflateRawSync(bytes), size: bytes.length, crc: crc32([bytes]) };
};

/** A ZIP archive of `entries`; `offset` is where the archive will start inside a larger file. */
function zip(entries: ZipEntry[], offset = 0) {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let position = offset;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(e.crc, 14);
    local.writeUInt32LE(e.deflated.length, 18);
    local.writeUInt32LE(e.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(e.crc, 16);
    central.writeUInt32LE(e.deflated.length, 20);
    central.writeUInt32LE(e.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(position, 42);
    locals.push(local, name, e.deflated);
    centrals.push(central, name);
    position += local.length + name.length + e.deflated.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(position, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="xml" ContentType="application/xml"/></Types>';

/**
 * A DOCX by its central directory ([Content_Types].xml and word/document.xml) whose document
 * inflates to `megabytes` MB of zeros from about a thousandth of that: a zip bomb.
 */
export async function zipBombDocx(megabytes = 256) {
  const chunk = Buffer.alloc(1024 * 1024);
  const parts: Buffer[] = [];
  // Deflated piece by piece, so that building the bomb never holds what it inflates to.
  await pipeline(
    async function* () {
      for (let i = 0; i < megabytes; i++) yield chunk;
    },
    zlib.createDeflateRaw({ level: 9 }),
    async (deflated: AsyncIterable<Buffer>) => {
      for await (const part of deflated) parts.push(part);
    },
  );
  const crc = crc32(Array.from({ length: megabytes }, () => chunk));
  const document: ZipEntry = { name: 'word/document.xml', deflated: Buffer.concat(parts), size: megabytes * chunk.length, crc };
  return { bytes: zip([entry('[Content_Types].xml', CONTENT_TYPES), document]), inflatedBytes: document.size };
}

/** A small, well-formed PDF naming `tag`. */
export const pdf = (tag: string) =>
  Buffer.from(`%PDF-1.4\n% ${tag}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);

/** A PDF that is also a valid ZIP (a DOCX's parts appended, offsets counted from the file's start). */
export function pdfZipPolyglot(tag: string) {
  const head = pdf(tag);
  return Buffer.concat([
    head,
    zip([entry('[Content_Types].xml', CONTENT_TYPES), entry('word/document.xml', '<w:document/>')], head.length),
  ]);
}

/** A Windows executable's first bytes (MZ header, PE signature) under any name. */
export function exe() {
  const bytes = Buffer.alloc(512);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'latin1');
  bytes.write('This program cannot be run in DOS mode.', 0x4e, 'latin1');
  return bytes;
}

export const svgWithScript = () =>
  Buffer.from(
    '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
  );

export const html = () => Buffer.from('<!doctype html><html><body><script>fetch("/api/v1/admin/Identity/Me")</script></body></html>');

/** A PNG's signature followed by junk: passes a magic-number check, is no image. */
export const pngHeaderOnly = () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 0x41)]);

/** A real PNG, drawn by sharp. */
export async function png(width = 40, height = 30): Promise<Buffer> {
  const sharp = require('sharp');
  return sharp({ create: { width, height, channels: 3, background: '#6f4e37' } })
    .png()
    .toBuffer();
}

// ---------------------------------------------------------------------------
// CVs with active content (docs/security.md, "CVs and personal data")
// ---------------------------------------------------------------------------

/** A PDF whose objects are `objects` (each "n 0 obj … endobj" written for it). */
export function pdfWith(...objects: string[]) {
  const body = objects.map((object, i) => `${i + 1} 0 obj\n${object}\nendobj\n`).join('');
  return Buffer.from(`%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n${body}trailer << /Root 1 0 R >>\n%%EOF\n`, 'latin1');
}

/**
 * A PDF 1.5 file whose catalog sits inside a FlateDecode object stream (as most PDF writers save
 * today), so that nothing of it shows in the file's own bytes.
 */
export function pdfWithObjectStream(catalog: string) {
  const objects = `1 0 ${catalog}`;
  const packed = zlib.deflateSync(Buffer.from(objects));
  const head = Buffer.from(
    `%PDF-1.5\n2 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${packed.length} >>\nstream\n`,
    'latin1',
  );
  return Buffer.concat([head, packed, Buffer.from('\nendstream\nendobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1')]);
}

const DOCX_CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/word/document.xml" ContentType="{main}"/>{extra}</Types>';
const DOCX_MAIN = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';

/**
 * A DOCX with a document, `parts` besides, and its content types (a .docm's main type with
 * `main`, more declarations in `types`).
 */
export function docx(parts: Record<string, string | Buffer> = {}, options: { main?: string; types?: string } = {}) {
  const types = DOCX_CONTENT_TYPES.replace('{main}', options.main ?? DOCX_MAIN).replace('{extra}', options.types ?? '');
  const all: ZipEntry[] = [
    entry('[Content_Types].xml', types),
    entry(
      'word/document.xml',
      '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>CV</w:t></w:r></w:p></w:body></w:document>',
    ),
  ];
  for (const [name, content] of Object.entries(parts)) {
    const bytes = Buffer.isBuffer(content) ? content : Buffer.from(content);
    all.push({ name, deflated: zlib.deflateRawSync(bytes), size: bytes.length, crc: crc32([bytes]) });
  }
  return zip(all);
}

/** `word/_rels/*.rels` with one relationship. */
export const relationships = (type: string, target: string, external: boolean) =>
  '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  `<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/${type}" Target="${target}"${external ? ' TargetMode="External"' : ''}/>` +
  '</Relationships>';
