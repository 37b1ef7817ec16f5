// Requested jobs waiting for a print page, first come first served. The line is bounded and each place in it
// times out, both with PrinterBusy: the server is busy, the document is not at fault
// (docs/decisions/0010-security-review-fixes.md).
import { AppError } from '../http/app-error.ts';

interface Waiter<T> {
  resolve: (entry: T) => void;
  reject: (error: unknown) => void;
}

export class WaitingLine<T> {
  readonly #waiters: Waiter<T>[] = [];

  get length(): number {
    return this.#waiters.length;
  }

  /** A place in the line: resolves when a page is handed over, fails when the line is full or after `timeoutMs`. */
  async wait(maxLength: number, timeoutMs: number): Promise<T> {
    if (this.#waiters.length >= maxLength) throw new AppError('PrinterBusy');
    return new Promise((resolve, reject) => {
      const waiter: Waiter<T> = {
        resolve: (entry) => {
          clearTimeout(timer);
          resolve(entry);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      };
      const timer = setTimeout(() => {
        const index = this.#waiters.indexOf(waiter);
        if (index >= 0) this.#waiters.splice(index, 1);
        reject(new AppError('PrinterBusy'));
      }, timeoutMs);
      this.#waiters.push(waiter);
    });
  }

  /** The first in line, taken out of it. */
  next(): Waiter<T> | undefined {
    return this.#waiters.shift();
  }

  /** Everyone in line, taken out of it (to move them to another browser, or to turn them away). */
  takeAll(): Waiter<T>[] {
    return this.#waiters.splice(0);
  }
}
