import { reserveAttempt } from '../db/attempts';
import type { Database } from '../db/client';
import { HttpError } from '../http/errors';

/**
 * How much image work one uploader, and the whole process, may ask for (README, Security). Decoding a
 * 40-megapixel PNG takes a core for about a second and hundreds of megabytes: ten at once from one
 * reader took 13.5 s of CPU and 1.33 GB.
 */
export const uploadLimits = {
  /** Uploads an uploader may make in `windowMs`: a reader changes their picture now and then. */
  perUploader: { signedIn: 10, admin: 100 },
  windowMs: 60 * 60 * 1000,
  /** Images this process works on at once (one core of the machine); the others wait their turn. */
  atOnce: 1,
  /** Uploads waiting for their turn; past it, 503 until the queue has moved. */
  waiting: 16,
};

const tooManyUploads = (retryAfterSeconds: number, message: string) =>
  new HttpError(429, 'tooManyUploads', message, undefined, { 'retry-after': String(retryAfterSeconds) });

/**
 * Who is uploading now (one upload at a time each, in this process), and the queue of images waiting
 * for the process's turn.
 */
export class UploadTurns {
  private readonly uploading = new Set<string>();
  private running = 0;
  private readonly queue: (() => void)[] = [];

  constructor(
    private readonly db: Database,
    private readonly limits = uploadLimits,
  ) {}

  /**
   * The uploader's turn, before a byte of the image is read: refused with 429 while another of their
   * uploads is under way or past their hourly number (counted in the database, for every process).
   * `who` is whom the kind is for (`uploadPolicy`): an admin may upload more. Returns its release.
   */
  async begin(userId: string, who: keyof typeof uploadLimits.perUploader): Promise<() => void> {
    if (this.uploading.has(userId)) {
      throw tooManyUploads(1, 'Wait until your other upload has finished');
    }
    this.uploading.add(userId);
    const release = () => this.uploading.delete(userId);
    try {
      const reservation = await reserveAttempt(this.db, {
        kind: 'upload',
        rules: [{ key: `user:${userId}`, max: this.limits.perUploader[who], windowMs: this.limits.windowMs }],
      });
      if (!reservation.allowed) {
        throw tooManyUploads(reservation.retryAfterSeconds, 'Too many uploads: try again later');
      }
    } catch (error) {
      release();
      throw error;
    }
    return release;
  }

  /** Runs `work` (decoding and encoding an image) when the process has room for it. */
  async process<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.limits.atOnce) {
      if (this.queue.length >= this.limits.waiting) {
        throw new HttpError(
          503,
          'serverBusy',
          'Too many images are being processed: try again shortly',
          undefined,
          {
            'retry-after': '5',
          },
        );
      }
      await new Promise<void>((resolve) => this.queue.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await work();
    } finally {
      // The place passes to the next in the queue, or is given back.
      const next = this.queue.shift();
      if (next) next();
      else this.running--;
    }
  }
}
