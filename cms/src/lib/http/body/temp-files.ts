import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The temporary files one request's body was written to. Each is noted before it is opened, so
 * that whatever the request's fate (any field name, any status, a client gone mid-upload, a
 * controller that throws), `removeAll()` finds it: first every write is stopped and closed (a file
 * removed while its stream still opens would be created again after), then every file is removed.
 */
export class TempFiles {
  private readonly writes: Array<{ filepath: string; stream: fs.WriteStream; closed: Promise<unknown> }> = [];

  /**
   * A new file in the temporary folder, open for writing (only by this process's user). Its name
   * carries this process's id: a process started later removes it only once this one is gone
   * (stale-temp-files.ts).
   */
  create(): { filepath: string; stream: fs.WriteStream } {
    const filepath = path.join(os.tmpdir(), `qahve-upload-${process.pid}-${randomBytes(12).toString('hex')}`);
    const stream = fs.createWriteStream(filepath, { flags: 'wx', mode: 0o600 });
    // The parser handles a failed write; this keeps a write failing after the request was refused from going unheard.
    stream.on('error', () => undefined);
    const closed = new Promise<void>((resolve) => stream.once('close', () => resolve()));
    this.writes.push({ filepath, stream, closed });
    return { filepath, stream };
  }

  /** Stops the writes still going (a refused or broken upload). */
  stop() {
    for (const { stream } of this.writes) if (!stream.closed) stream.destroy();
  }

  async removeAll() {
    if (this.writes.length === 0) return;
    this.stop();
    await Promise.all(this.writes.map(({ closed }) => closed));
    await Promise.all(this.writes.map(({ filepath }) => fs.promises.rm(filepath, { force: true })));
  }
}
