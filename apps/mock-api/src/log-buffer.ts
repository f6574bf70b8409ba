import { Writable } from 'node:stream';

/** The most recent log lines of this process, served by `GET /api/logs`. */
export class LogBuffer extends Writable {
  private readonly lines: string[] = [];

  constructor(private readonly capacity = 2000) {
    super();
  }

  override _write(chunk: Buffer | string, _encoding: BufferEncoding, callback: () => void): void {
    for (const line of String(chunk).split('\n')) {
      if (!line) continue;
      this.lines.push(line);
      if (this.lines.length > this.capacity) this.lines.shift();
    }
    callback();
  }

  tail(count: number): string[] {
    return count <= 0 ? [] : this.lines.slice(-count);
  }
}
