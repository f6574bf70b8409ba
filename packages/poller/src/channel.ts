import { endsWithPager } from './terminal';
import { PollError } from './types';

/** A byte stream to a device's CLI: an SSH shell channel or a telnet connection. */
export type Link = {
  write(text: string): void;
  onData(listener: (text: string) => void): void;
  onClose(listener: () => void): void;
  close(): void;
};

type Waiter = {
  done: (raw: string) => boolean;
  answerPager: boolean;
  resolve: (raw: string) => void;
  reject: (error: PollError) => void;
  timer: NodeJS.Timeout;
};

/**
 * Reads a CLI session: collects what the device prints, answers pager prompts with a space, and resolves when a
 * condition on the collected text holds (the prompt is back), within a time limit and until cancelled.
 */
export class CliChannel {
  private raw = '';
  private waiter: Waiter | undefined;
  private closed = false;
  /** How many pager prompts were answered: a pager that the pager-off command did not silence. */
  pagerAnswers = 0;

  constructor(
    private readonly link: Link,
    private readonly signal?: AbortSignal,
  ) {
    link.onData((text) => {
      this.raw += text;
      this.check();
    });
    link.onClose(() => {
      this.closed = true;
      this.check();
    });
    signal?.addEventListener('abort', this.onAbort, { once: true });
  }

  private readonly onAbort = () => {
    const waiter = this.waiter;
    this.waiter = undefined;
    if (waiter) {
      clearTimeout(waiter.timer);
      waiter.reject(new PollError('cancelled', 'the poll was cancelled'));
    }
    this.link.close();
  };

  get isClosed(): boolean {
    return this.closed;
  }

  /** What was printed since the last `take`, and forget it. */
  take(): string {
    const raw = this.raw;
    this.raw = '';
    return raw;
  }

  peek(): string {
    return this.raw;
  }

  send(text: string): void {
    if (!this.closed) this.link.write(text);
  }

  /** Resolves with everything printed once `done` holds; rejects on timeout, a closed line or cancellation. */
  wait(
    done: (raw: string) => boolean,
    timeoutMs: number,
    options: { answerPager?: boolean; onTimeout?: PollError } = {},
  ): Promise<string> {
    if (this.signal?.aborted) return Promise.reject(new PollError('cancelled', 'the poll was cancelled'));
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        if (this.waiter?.timer !== timer) return;
        this.waiter = undefined;
        reject(options.onTimeout ?? new PollError('timed out', `no answer within ${timeoutMs} ms`));
      }, timeoutMs);
      this.waiter = { done, answerPager: options.answerPager ?? true, resolve, reject, timer };
      this.check();
    });
  }

  private check(): void {
    const waiter = this.waiter;
    if (!waiter) return;
    if (waiter.answerPager && endsWithPager(this.raw)) {
      this.pagerAnswers += 1;
      this.send(' ');
      return;
    }
    if (waiter.done(this.raw)) {
      this.waiter = undefined;
      clearTimeout(waiter.timer);
      waiter.resolve(this.raw);
      return;
    }
    if (this.closed) {
      this.waiter = undefined;
      clearTimeout(waiter.timer);
      waiter.reject(new PollError('connection lost', 'the device closed the connection'));
    }
  }

  dispose(): void {
    this.signal?.removeEventListener('abort', this.onAbort);
    const waiter = this.waiter;
    this.waiter = undefined;
    if (waiter) clearTimeout(waiter.timer);
    this.link.close();
  }
}
