import { CV_MAX_BYTES, detectDocumentKind, documentProblem, numberLocale, type LanguageCode, type PublicMessageKey } from '@qahve/config';

async function readBytes(file: Blob): Promise<Uint8Array> {
  if (typeof file.arrayBuffer === 'function') return new Uint8Array(await file.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(file);
  });
}

/**
 * The CV check made before sending: at most 2 MB, and a PDF or a DOCX by content
 * (config's `detectDocumentKind` on the bytes), never by name or browser-given type; then the
 * server's own check for scripts, macros, attached files and zip bombs (config's
 * `documentProblem`), as far as it goes without inflating: the server looks into compressed parts
 * too. Answers the message key of the problem, or null when the file is fine.
 */
export async function checkCv(
  file: Blob,
): Promise<Extract<PublicMessageKey, 'fileTooBig' | 'fileType' | 'fileActiveContent' | 'fileUnchecked'> | null> {
  if (file.size > CV_MAX_BYTES) return 'fileTooBig';
  try {
    const bytes = await readBytes(file);
    const kind = detectDocumentKind(bytes);
    return kind ? documentProblem(bytes, kind) : 'fileType';
  } catch {
    return 'fileType';
  }
}

/** "1.2 MB", "340 KB": the chosen file's size next to its name. */
export function fileSize(bytes: number, locale: LanguageCode): string {
  const f = new Intl.NumberFormat(numberLocale(locale), { maximumFractionDigits: 1 });
  return bytes >= 1024 * 1024 ? `${f.format(bytes / 1024 / 1024)} MB` : `${f.format(Math.max(1, Math.round(bytes / 1024)))} KB`;
}
