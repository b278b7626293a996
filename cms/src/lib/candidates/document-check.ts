import zlib from 'node:zlib';
import { documentProblem, type DocumentKind, type DocumentProblem, type Inflate } from '@qahve/config';

/**
 * zlib for config's document checks, never past `maxBytes`: a stream that would is refused, not
 * inflated (Node stops at `maxOutputLength`). A truncated stream gives what it holds, as readers do.
 */
const inflate: Inflate = (data, format, maxBytes) => {
  if (maxBytes < 1) return null;
  try {
    const run = format === 'zlib' ? zlib.inflateSync : zlib.inflateRawSync;
    return new Uint8Array(run(data, { maxOutputLength: maxBytes, finishFlush: zlib.constants.Z_SYNC_FLUSH }));
  } catch {
    return null;
  }
};

/** Why a CV of `kind` is refused (scripts, macros, attached files, a zip bomb), or null. */
export function cvProblem(bytes: Uint8Array, kind: DocumentKind): DocumentProblem | null {
  return documentProblem(bytes, kind, inflate);
}
