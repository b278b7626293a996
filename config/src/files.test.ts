import { describe, it, expect } from 'vitest';
import { DOCUMENT_EXTENSION, DOCUMENT_MIME, IMAGE_EXTENSION, IMAGE_MIME, detectDocumentKind, detectImageKind } from './files';

// ---------------------------------------------------------------------------
// Fixture builders (plain Uint8Array so the test type-checks without @types/node)
// ---------------------------------------------------------------------------

const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(data: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** Little-endian record writer. */
function record(fields: Array<[size: 2 | 4, value: number]>, tail: Uint8Array = new Uint8Array(0)): Uint8Array {
  const head = fields.reduce((sum, [size]) => sum + size, 0);
  const out = new Uint8Array(head + tail.length);
  const view = new DataView(out.buffer);
  let offset = 0;
  for (const [size, value] of fields) {
    if (size === 2) view.setUint16(offset, value, true);
    else view.setUint32(offset, value, true);
    offset += size;
  }
  out.set(tail, head);
  return out;
}

interface ZipEntry {
  name: string;
  content: string;
}

/**
 * A real, valid ZIP archive with STORED (uncompressed) entries, correct CRCs,
 * local headers, central directory and EOCD record.
 */
function buildZip(entries: ZipEntry[], archiveComment = ''): Uint8Array {
  const DOS_TIME = 0x6000; // 12:00:00
  const DOS_DATE = 0x5a75; // 2025-03-21
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;

  for (const entry of entries) {
    const name = utf8(entry.name);
    const data = utf8(entry.content);
    const crc = crc32(data);
    const local = concat(
      record(
        [
          [4, 0x04034b50], // local file header signature
          [2, 20], // version needed
          [2, 0x0800], // flags: UTF-8 names
          [2, 0], // method: stored
          [2, DOS_TIME],
          [2, DOS_DATE],
          [4, crc],
          [4, data.length], // compressed size
          [4, data.length], // uncompressed size
          [2, name.length],
          [2, 0], // extra length
        ],
        name,
      ),
      data,
    );
    centrals.push(
      record(
        [
          [4, 0x02014b50], // central directory file header signature
          [2, 0x031e], // version made by (Unix, 3.0)
          [2, 20], // version needed
          [2, 0x0800],
          [2, 0],
          [2, DOS_TIME],
          [2, DOS_DATE],
          [4, crc],
          [4, data.length],
          [4, data.length],
          [2, name.length],
          [2, 0], // extra length
          [2, 0], // comment length
          [2, 0], // disk number start
          [2, 0], // internal attributes
          [4, 0o100644 << 16], // external attributes
          [4, offset], // local header offset
        ],
        name,
      ),
    );
    locals.push(local);
    offset += local.length;
  }

  const centralDirectory = concat(...centrals);
  const comment = utf8(archiveComment);
  const eocd = record(
    [
      [4, 0x06054b50],
      [2, 0], // this disk
      [2, 0], // disk with central directory
      [2, entries.length],
      [2, entries.length],
      [4, centralDirectory.length],
      [4, offset], // central directory offset
      [2, comment.length],
    ],
    comment,
  );
  return concat(...locals, centralDirectory, eocd);
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;

const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;

const DOCUMENT_XML = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Salam, qəhvə!</w:t></w:r></w:p></w:body></w:document>`;

const docxEntries: ZipEntry[] = [
  { name: '[Content_Types].xml', content: CONTENT_TYPES },
  { name: '_rels/.rels', content: ROOT_RELS },
  { name: 'word/document.xml', content: DOCUMENT_XML },
];

const docx = buildZip(docxEntries);

const xlsx = buildZip([
  { name: '[Content_Types].xml', content: CONTENT_TYPES.replace('/word/document.xml', '/xl/workbook.xml') },
  { name: '_rels/.rels', content: ROOT_RELS.replace('word/document.xml', 'xl/workbook.xml') },
  { name: 'xl/workbook.xml', content: '<workbook/>' },
  { name: 'xl/worksheets/sheet1.xml', content: '<worksheet/>' },
]);

const pdf = utf8(
  [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 72 72] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    '',
  ].join('\n'),
);

const html = utf8('<!DOCTYPE html>\n<html><head><title>x</title></head><body><p>%PDF-</p></body></html>\n');
const svg = utf8(
  '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><rect width="1" height="1"/></svg>\n',
);
const textRenamedToDocx = utf8('Dear customer,\nthis is a plain text file saved as menu.docx.\n');

/** A complete 1x1 RGBA PNG. */
const png = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='), (c) =>
  c.charCodeAt(0),
);

/** JPEG: SOI + JFIF APP0 segment. */
const jpeg = Uint8Array.of(
  0xff,
  0xd8,
  0xff,
  0xe0,
  0x00,
  0x10,
  0x4a,
  0x46,
  0x49,
  0x46,
  0x00,
  0x01,
  0x01,
  0x00,
  0x00,
  0x01,
  0x00,
  0x01,
  0x00,
  0x00,
);

/** WebP: RIFF <size> WEBP VP8L <chunk size> ... */
const webp = concat(
  utf8('RIFF'),
  Uint8Array.of(0x1a, 0, 0, 0),
  utf8('WEBPVP8L'),
  Uint8Array.of(0x0d, 0, 0, 0, 0x2f, 0, 0, 0, 0x10, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe, 0x07, 0x00),
);

/** ISO BMFF `ftyp` box followed by an empty `meta` box header. */
function ftyp(major: string, compatible: string[], declaredSize?: number): Uint8Array {
  const size = declaredSize ?? 16 + 4 * compatible.length;
  const sizeBytes = new Uint8Array(4);
  new DataView(sizeBytes.buffer).setUint32(0, size, false);
  return concat(
    sizeBytes,
    utf8('ftyp'),
    utf8(major),
    Uint8Array.of(0, 0, 0, 0),
    ...compatible.map(utf8),
    Uint8Array.of(0, 0, 0, 8),
    utf8('meta'),
  );
}

const gif = utf8('GIF89a\x01\x00\x01\x00\x00\x00\x00;');

// ---------------------------------------------------------------------------

describe('mime / extension tables', () => {
  it('maps document kinds', () => {
    expect(DOCUMENT_MIME).toEqual({
      pdf: 'application/pdf',
      docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    expect(DOCUMENT_EXTENSION).toEqual({ pdf: '.pdf', docx: '.docx' });
  });

  it('maps image kinds', () => {
    expect(IMAGE_MIME).toEqual({
      jpeg: 'image/jpeg',
      png: 'image/png',
      webp: 'image/webp',
      avif: 'image/avif',
    });
    expect(IMAGE_EXTENSION).toEqual({ jpeg: '.jpg', png: '.png', webp: '.webp', avif: '.avif' });
  });
});

describe('detectDocumentKind', () => {
  it('detects a minimal PDF', () => {
    expect(detectDocumentKind(pdf)).toBe('pdf');
  });

  it('rejects "%PDF" without the dash and a PDF marker that is not at the start', () => {
    expect(detectDocumentKind(utf8('%PDF'))).toBeNull();
    expect(detectDocumentKind(concat(utf8(' '), pdf))).toBeNull();
  });

  it('detects a DOCX-shaped zip', () => {
    expect(detectDocumentKind(docx)).toBe('docx');
  });

  it('detects a DOCX whose entries come in another order and that has an archive comment', () => {
    const reordered = buildZip([docxEntries[2], docxEntries[1], docxEntries[0]], 'made by a test');
    expect(detectDocumentKind(reordered)).toBe('docx');
  });

  it('is not fooled by EOCD signature bytes inside the archive comment', () => {
    const tricky = buildZip(docxEntries, 'comment with PK\x05\x06 in the middle');
    expect(detectDocumentKind(tricky)).toBe('docx');
  });

  it('works on a Uint8Array view with a non-zero byteOffset', () => {
    const backing = new Uint8Array(docx.length + 13);
    backing.set(docx, 7);
    expect(detectDocumentKind(backing.subarray(7, 7 + docx.length))).toBe('docx');
  });

  it('rejects an xlsx-shaped zip (xl/, no word/)', () => {
    expect(detectDocumentKind(xlsx)).toBeNull();
  });

  it('rejects a zip with [Content_Types].xml but no word/ entry', () => {
    expect(detectDocumentKind(buildZip([docxEntries[0], docxEntries[1]]))).toBeNull();
  });

  it('rejects a zip with word/ entries but no [Content_Types].xml', () => {
    expect(detectDocumentKind(buildZip([docxEntries[1], docxEntries[2]]))).toBeNull();
  });

  it('requires exact names (case, folder-only entries, look-alikes)', () => {
    const variants: ZipEntry[][] = [
      [{ name: '[content_types].xml', content: CONTENT_TYPES }, docxEntries[2]],
      [docxEntries[0], { name: 'Word/document.xml', content: DOCUMENT_XML }],
      [docxEntries[0], { name: 'word/', content: '' }],
      [docxEntries[0], { name: 'wordy/document.xml', content: DOCUMENT_XML }],
      [docxEntries[0], { name: 'sub/word/document.xml', content: DOCUMENT_XML }],
      [{ name: 'x/[Content_Types].xml', content: CONTENT_TYPES }, docxEntries[2]],
      [{ name: '[Content_Types].xml.bak', content: CONTENT_TYPES }, docxEntries[2]],
    ];
    for (const entries of variants) {
      expect(detectDocumentKind(buildZip(entries)), entries.map((e) => e.name).join(', ')).toBeNull();
    }
  });

  it('rejects a plain zip', () => {
    expect(detectDocumentKind(buildZip([{ name: 'hello.txt', content: 'hello' }]))).toBeNull();
  });

  it('rejects an empty zip archive', () => {
    expect(detectDocumentKind(buildZip([]))).toBeNull();
  });

  it('rejects truncated zips', () => {
    expect(detectDocumentKind(docx.subarray(0, docx.length - 1))).toBeNull();
    expect(detectDocumentKind(docx.subarray(0, docx.length - 22))).toBeNull();
    expect(detectDocumentKind(docx.subarray(0, Math.floor(docx.length / 2)))).toBeNull();
    expect(detectDocumentKind(docx.subarray(0, 4))).toBeNull();
    // Front cut off: the EOCD is intact but every offset now points at the wrong place.
    expect(detectDocumentKind(docx.subarray(30))).toBeNull();
  });

  it('rejects a zip whose EOCD lies about the central directory', () => {
    const eocd = docx.length - 22;
    const tamper = (offset: number, size: 2 | 4, value: number): Uint8Array => {
      const copy = docx.slice();
      const view = new DataView(copy.buffer);
      if (size === 2) view.setUint16(offset, value, true);
      else view.setUint32(offset, value, true);
      return copy;
    };
    expect(detectDocumentKind(tamper(eocd + 10, 2, 0xffff))).toBeNull(); // implausible entry count
    expect(detectDocumentKind(tamper(eocd + 8, 2, 0xffff))).toBeNull(); // disk/total mismatch
    expect(detectDocumentKind(tamper(eocd + 16, 4, 0xffffffff))).toBeNull(); // CD offset out of range
    expect(detectDocumentKind(tamper(eocd + 12, 4, 0xffffffff))).toBeNull(); // CD size out of range
    expect(detectDocumentKind(tamper(eocd + 16, 4, 0))).toBeNull(); // CD offset at a local header
    expect(detectDocumentKind(tamper(eocd + 20, 2, 5))).toBeNull(); // comment length past the end
    expect(detectDocumentKind(tamper(eocd + 4, 2, 1))).toBeNull(); // multi-disk
  });

  it('never throws on corrupted input (every byte flipped in turn)', () => {
    for (let i = 0; i < docx.length; i++) {
      const copy = docx.slice();
      copy[i] ^= 0xff;
      const result = detectDocumentKind(copy);
      expect(result === 'docx' || result === null).toBe(true);
    }
  });

  it('never throws on random input', () => {
    let seed = 0x12345678;
    const next = (): number => {
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      return seed >>> 0;
    };
    for (let round = 0; round < 200; round++) {
      const bytes = new Uint8Array(next() % 512);
      for (let i = 0; i < bytes.length; i++) bytes[i] = next() & 0xff;
      if (bytes.length >= 4) bytes.set([0x50, 0x4b, 0x03, 0x04], 0);
      if (bytes.length >= 22 && round % 2 === 0) bytes.set([0x50, 0x4b, 0x05, 0x06], bytes.length - 22);
      expect(detectDocumentKind(bytes)).toBeNull();
    }
  });

  it('rejects a renamed text file, HTML, SVG, images and an empty buffer', () => {
    const others = [textRenamedToDocx, html, svg, png, jpeg, new Uint8Array(0)];
    expect(others.map(detectDocumentKind)).toEqual(others.map(() => null));
  });
});

describe('detectImageKind', () => {
  it('detects a real 1x1 PNG', () => {
    expect(detectImageKind(png)).toBe('png');
  });

  it('detects a JPEG', () => {
    expect(detectImageKind(jpeg)).toBe('jpeg');
  });

  it('detects a WebP', () => {
    expect(detectImageKind(webp)).toBe('webp');
  });

  it('detects AVIF by major brand', () => {
    expect(detectImageKind(ftyp('avif', ['mif1', 'miaf']))).toBe('avif');
    expect(detectImageKind(ftyp('avis', ['msf1', 'miaf']))).toBe('avif');
  });

  it('detects AVIF by compatible brand', () => {
    expect(detectImageKind(ftyp('mif1', ['mif1', 'avif', 'miaf']))).toBe('avif');
    expect(detectImageKind(ftyp('msf1', ['avis']))).toBe('avif');
  });

  it('detects AVIF from a header-only prefix whose ftyp box is longer than the buffer', () => {
    expect(detectImageKind(ftyp('avif', ['mif1'], 4096))).toBe('avif');
  });

  it('ignores "avif" outside the ftyp box', () => {
    // ftyp says 16 bytes (no compatible brands); the bytes "avif" follow in the next box.
    const bytes = concat(ftyp('mif1', [], 16), utf8('avif'));
    expect(detectImageKind(bytes)).toBeNull();
  });

  it('rejects HEIC and other ISO BMFF files', () => {
    expect(detectImageKind(ftyp('heic', ['mif1', 'heic']))).toBeNull();
    expect(detectImageKind(ftyp('isom', ['isom', 'iso2', 'mp41']))).toBeNull();
  });

  it('rejects an ftyp box that is not at offset 4 or has a bogus size', () => {
    expect(detectImageKind(concat(Uint8Array.of(0), ftyp('avif', ['mif1'])))).toBeNull();
    expect(detectImageKind(ftyp('avif', ['mif1'], 1))).toBeNull();
    expect(detectImageKind(ftyp('avif', ['mif1'], 8))).toBeNull();
  });

  it('rejects a RIFF file that is not WebP', () => {
    expect(detectImageKind(concat(utf8('RIFF'), Uint8Array.of(4, 0, 0, 0), utf8('WAVEfmt ')))).toBeNull();
  });

  it('rejects GIF, SVG, HTML, documents, truncated signatures and an empty buffer', () => {
    const others = [gif, svg, html, pdf, docx, png.subarray(0, 7), jpeg.subarray(0, 2), webp.subarray(0, 11), new Uint8Array(0)];
    expect(others.map(detectImageKind)).toEqual(others.map(() => null));
  });
});
