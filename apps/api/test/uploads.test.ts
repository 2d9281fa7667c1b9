import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import {
  backOfficeApiPaths,
  imageSources,
  messages,
  UPLOAD_MAX_BYTES,
  uploadResponseSchema,
} from '@bookshop/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { folderStore, imageTypeOf } from '../src/uploads';
import { UploadTurns, uploadLimits } from '../src/uploads/limits';
import {
  addBook,
  createTestApp,
  multipartFile,
  type Reader,
  signUp,
  signUpAdmin,
  type TestApp,
} from './helpers';

// POST /api/uploads (src/uploads): images checked by their bytes, re-encoded to WebP, served for ever.

let testApp: TestApp;
let admin: Reader;
let reader: Reader;
beforeAll(async () => {
  testApp = await createTestApp();
  admin = await signUpAdmin(testApp);
  reader = await signUp(testApp.app);
});
afterAll(() => testApp.close());

function upload(who: Reader | undefined, body: ReturnType<typeof multipartFile>, kind = 'cover') {
  return testApp.app.inject({
    method: 'POST',
    url: `/api${backOfficeApiPaths.uploads()}?kind=${kind}`,
    headers: { ...body.headers, ...(who ? { cookie: who.cookie } : {}) },
    payload: body.payload,
  });
}

/** A photo as a camera writes it: a JPEG with its owner and place in EXIF. */
function cameraJpeg(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 40 } } })
    .withExif({ IFD0: { Copyright: 'Secret Camera Owner', Artist: 'Hidden Artist' } })
    .jpeg()
    .toBuffer();
}

describe('POST /api/uploads', () => {
  it('keeps an admin’s JPEG as WebP in three widths, without its EXIF, served for ever', async () => {
    const jpeg = await cameraJpeg(1600, 1000);
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();

    const response = await upload(admin, multipartFile(jpeg, 'holiday.jpg', { type: 'image/jpeg' }));
    expect(response.statusCode).toBe(201);
    const { url, srcset } = uploadResponseSchema.parse(response.json());
    expect(srcset.map((entry) => entry.width)).toEqual([240, 480, 960]);
    expect(url).toBe(srcset[2]?.url);
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}-960\.webp$/);

    for (const entry of srcset) {
      const served = await testApp.app.inject(entry.url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const metadata = await sharp(served.rawPayload).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width: entry.width });
      expect(metadata.exif).toBeUndefined();
      expect(served.rawPayload.includes('Secret Camera Owner')).toBe(false);
      expect(served.rawPayload.includes('Hidden Artist')).toBe(false);
    }
    // Stored under the uploads folder (DATA_DIR/uploads in production).
    expect(readdirSync(testApp.uploadsDir).sort()).toEqual(
      srcset.map((entry) => entry.url.replace('/uploads/', '')).sort(),
    );

    // A book's cover can then be it.
    const book = await addBook(testApp.app, admin.cookie, {
      name: { eng: 'Covered', esp: 'Cubierto' },
      image: url,
    });
    expect(book.statusCode).toBe(201);
    expect(book.json().book.image).toBe(url);
  });

  it('keeps a narrow image in every width without making it wider, so its srcset follows from its url', async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: '#0a0' } })
      .png()
      .toBuffer();
    const response = await upload(admin, multipartFile(png, 'logo.png', { type: 'image/png' }), 'photo');
    expect(response.statusCode).toBe(201);
    const { url, srcset } = uploadResponseSchema.parse(response.json());
    expect(srcset.map((entry) => entry.width)).toEqual([240, 480, 960]);
    expect(url).toMatch(/-960\.webp$/);
    // The contract's helper names exactly the files that were written.
    expect(imageSources(url).srcSet).toBe(srcset.map((entry) => `${entry.url} ${entry.width}w`).join(', '));
    const pixels = [];
    for (const entry of srcset) {
      const served = await testApp.app.inject(entry.url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      pixels.push((await sharp(served.rawPayload).metadata()).width);
    }
    // 240 made smaller; 480 and 960 are the original's 300 pixels, never upscaled.
    expect(pixels).toEqual([240, 300, 300]);
  });

  it('refuses a file that is not an image whatever its name or type says (400 naming file)', async () => {
    const text = Buffer.from('This is just a text file pretending to be a holiday photo.\n'.repeat(10));
    const response = await upload(admin, multipartFile(text, 'photo.jpg', { type: 'image/jpeg' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ file: messages.imageTypeUnsupported });

    // JPEG's first bytes and then nothing an image is made of.
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(2000)]);
    const refused = await upload(admin, multipartFile(broken, 'broken.jpg', { type: 'image/jpeg' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ file: messages.imageTypeUnsupported });
    expect(readdirSync(testApp.uploadsDir).some((name) => name.includes('partial'))).toBe(false);
  });

  it('refuses an image over 5 MB with 413', async () => {
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(UPLOAD_MAX_BYTES)]);
    const response = await upload(admin, multipartFile(big, 'big.jpg', { type: 'image/jpeg' }));
    expect(response.statusCode).toBe(413);
    expect(response.json().error.fields).toEqual({ file: messages.imageTooLarge });
  });

  it('takes covers and photos from admins only, profile images from any reader', async () => {
    const jpeg = await cameraJpeg(100, 100);
    expect((await upload(undefined, multipartFile(jpeg, 'a.jpg', { type: 'image/jpeg' }))).statusCode).toBe(
      401,
    );
    expect(
      (await upload(reader, multipartFile(jpeg, 'a.jpg', { type: 'image/jpeg' }), 'cover')).statusCode,
    ).toBe(403);
    expect(
      (await upload(reader, multipartFile(jpeg, 'a.jpg', { type: 'image/jpeg' }), 'photo')).statusCode,
    ).toBe(403);
    const profile = await upload(reader, multipartFile(jpeg, 'me.jpg', { type: 'image/jpeg' }), 'profile');
    expect(profile.statusCode).toBe(201);
    expect(profile.json().srcset.map((entry: { width: number }) => entry.width)).toEqual([96, 192, 384]);

    const unknownKind = await upload(
      admin,
      multipartFile(jpeg, 'a.jpg', { type: 'image/jpeg' }),
      'wallpaper',
    );
    expect(unknownKind.statusCode).toBe(400);
    expect(Object.keys(unknownKind.json().error.fields)).toEqual(['kind']);
    const wrongField = await upload(
      admin,
      multipartFile(jpeg, 'a.jpg', { type: 'image/jpeg', field: 'picture' }),
    );
    expect(wrongField.statusCode).toBe(400);
    const json = await testApp.app.inject({
      method: 'POST',
      url: '/api/uploads?kind=cover',
      headers: { cookie: admin.cookie },
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
  });

  it('answers 404 for a name it did not make', async () => {
    for (const name of ['nothing.webp', `${'0'.repeat(32)}-960.webp`, '..%2Fsecret', 'a.svg']) {
      expect((await testApp.app.inject(`/uploads/${name}`)).statusCode).toBe(404);
    }
  });
});

describe('limits on uploads', () => {
  /** 39.7 megapixels, a few hundred KB of PNG: within a profile image's 2 MB (the probe's image). */
  const largePng = () =>
    sharp({ create: { width: 7296, height: 5440, channels: 3, background: '#b4783c' } })
      .png({ compressionLevel: 9 })
      .toBuffer();

  it('works on one upload of a reader at a time: of ten sent at once, nine are refused with 429', async () => {
    const uploader = await signUp(testApp.app);
    const body = multipartFile(await largePng(), 'large.png', { type: 'image/png' });
    const answers = await Promise.all(Array.from({ length: 10 }, () => upload(uploader, body, 'profile')));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(429)]);
    for (const refused of answers.filter((answer) => answer.statusCode === 429)) {
      expect(refused.json().error.code).toBe('tooManyUploads');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Once it is done, the next is taken.
    expect((await upload(uploader, body, 'profile')).statusCode).toBe(201);
  });

  it("refuses a reader's uploads past their number in an hour, and counts each reader apart", async () => {
    const uploader = await signUp(testApp.app);
    const small = multipartFile(await cameraJpeg(40, 40), 'me.jpg', { type: 'image/jpeg' });
    for (let i = 0; i < uploadLimits.perUploader.signedIn; i++) {
      expect((await upload(uploader, small, 'profile')).statusCode).toBe(201);
    }
    const refused = await upload(uploader, small, 'profile');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('tooManyUploads');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
    // Another reader is not held back by it; an admin uploads more (the back office's covers).
    expect((await upload(await signUp(testApp.app), small, 'profile')).statusCode).toBe(201);
    const busyAdmin = await signUpAdmin(testApp);
    for (let i = 0; i <= uploadLimits.perUploader.signedIn; i++) {
      expect((await upload(busyAdmin, small, 'cover')).statusCode).toBe(201);
    }
  });

  it('works on one image at a time in a process; a few more wait their turn, in order, and the rest get 503', async () => {
    const turns = new UploadTurns(testApp.database.db, { ...uploadLimits, atOnce: 1, waiting: 2 });
    const order: string[] = [];
    let finishFirst: () => void = () => {};
    const first = turns.process(
      () =>
        new Promise<void>((resolve) => {
          order.push('first');
          finishFirst = resolve;
        }),
    );
    const second = turns.process(async () => void order.push('second'));
    const third = turns.process(async () => void order.push('third'));
    await expect(turns.process(async () => void order.push('fourth'))).rejects.toMatchObject({
      statusCode: 503,
      code: 'serverBusy',
    });
    expect(order).toEqual(['first']);
    finishFirst();
    await Promise.all([first, second, third]);
    expect(order).toEqual(['first', 'second', 'third']);
  });

  it('keeps two uploads of the same image at once whole (each writes its own partial file)', async () => {
    const store = folderStore(testApp.uploadsDir);
    const bytes = randomBytes(256 * 1024);
    const name = `${'a'.repeat(32)}-96.webp`;
    await Promise.all([store.put(name, bytes), store.put(name, bytes), store.put(name, bytes)]);
    expect(Buffer.from((await store.get(name)) ?? [])).toEqual(bytes);
  });
});

describe('imageTypeOf', () => {
  it('tells each accepted format by its bytes', async () => {
    const base = sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } });
    expect(imageTypeOf(await base.clone().jpeg().toBuffer())).toBe('jpeg');
    expect(imageTypeOf(await base.clone().png().toBuffer())).toBe('png');
    expect(imageTypeOf(await base.clone().webp().toBuffer())).toBe('webp');
    expect(imageTypeOf(await base.clone().avif().toBuffer())).toBe('avif');
    expect(imageTypeOf(await base.clone().gif().toBuffer())).toBeUndefined();
    expect(imageTypeOf(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
  });
});
