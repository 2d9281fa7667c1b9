import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  port,
  removeTempDataDirs,
  Shopper,
  type ShopServer,
  startServer,
  stopServer,
  tempDataDir,
} from './server';

// The real server process under two abuses an outside probe found (issue 33): one socket pipelining
// thousands of searches (another reader's search waited 20 s), and one reader uploading ten
// 40-megapixel images at once (13.5 s of server CPU, 1.33 GB).

let server: ShopServer;
beforeAll(async () => {
  server = await startServer({ dataDir: tempDataDir('fair-service') });
}, 240_000);
afterAll(async () => {
  await stopServer(server);
  removeTempDataDirs();
});

/** The server process's CPU time (user + system) in milliseconds, and its resident memory in MB. */
function serverUsage(): { cpuMs: number; residentMb: number } {
  const pid = server.process.pid as number;
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  const resident = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((line) => line.startsWith('VmRSS:'));
  return {
    cpuMs: (Number(fields[11]) + Number(fields[12])) * 10,
    residentMb: Number(resident?.replace(/\D+/g, '') ?? 0) / 1024,
  };
}

describe('one socket pipelining 3,000 searches', () => {
  it("does not keep another reader's search waiting behind them", async () => {
    // Warm: the search's first call compiles and reads what it needs.
    expect((await fetch(`${baseUrl}/api/search/mar/esp`)).status).toBe(200);

    // The flood and the reader each from a loopback address of their own, as from two machines.
    const flood = connect({ port, host: '127.0.0.1', localAddress: '127.0.0.3' });
    let floodAnswers = 0;
    flood.setEncoding('latin1');
    flood.on('data', (chunk: string) => {
      floodAnswers += chunk.match(/HTTP\/1\.1 \d{3} /g)?.length ?? 0;
    });
    flood.on('error', () => {});
    const words = ['quijote', 'sombra', 'barcelona', 'amor', 'historia', 'noche', 'mar', 'ciudad'];
    flood.write(
      Array.from(
        { length: 3000 },
        (_, at) =>
          `GET /api/search/${words[at % words.length]}/esp HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`,
      ).join(''),
    );
    // The server has the flood in hand before the reader asks.
    await new Promise((resolve) => setTimeout(resolve, 300));

    const started = performance.now();
    const status = await new Promise<number>((resolve, reject) => {
      const asked = request(
        {
          host: '127.0.0.1',
          port,
          path: '/api/search/sombra/esp',
          localAddress: '127.0.0.2',
          timeout: 60_000,
        },
        (answer) => {
          answer.resume();
          answer.on('end', () => resolve(answer.statusCode ?? 0));
        },
      );
      asked.on('timeout', () => asked.destroy(new Error('No answer within 60 s')));
      asked.on('error', reject);
      asked.end();
    });
    const waitedMs = performance.now() - started;
    const floodAnsweredBefore = floodAnswers;
    flood.destroy();

    expect(status).toBe(200);
    // Before, the reader waited for the flood's thousands of searches (20 s on the probe's machine).
    expect(floodAnsweredBefore).toBeLessThan(100);
    expect(waitedMs, server.output().slice(-2000)).toBeLessThan(2000);
  });
});

describe('one reader uploading ten large images at once', () => {
  it('has one worked on and the others refused, within a bounded share of CPU and memory', async () => {
    const reader = new Shopper();
    expect((await reader.signUp(`uploader-${Date.now()}@bookshop.test`)).status).toBe(201);
    const cookie = (reader as unknown as { cookie: string }).cookie;
    // 39.7 megapixels, a few hundred KB of PNG: within a profile image's 2 MB.
    const png = await sharp({ create: { width: 7296, height: 5440, channels: 3, background: '#b4783c' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const before = serverUsage();
    let highestMb = before.residentMb;
    const sampling = setInterval(() => {
      highestMb = Math.max(highestMb, serverUsage().residentMb);
    }, 20);

    const answers = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'large.png');
        const response = await fetch(`${baseUrl}/api/uploads?kind=profile`, {
          method: 'POST',
          headers: { cookie },
          body: form,
        });
        return {
          status: response.status,
          retryAfter: response.headers.get('retry-after'),
          code: ((await response.json()) as { error?: { code: string } }).error?.code,
        };
      }),
    );
    clearInterval(sampling);
    const after = serverUsage();

    const accepted = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(accepted).toHaveLength(1);
    expect(refused).toHaveLength(9);
    for (const answer of refused) {
      expect(answer.code).toBe('tooManyUploads');
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
    }
    const used = { cpuMs: after.cpuMs - before.cpuMs, moreMb: Math.round(highestMb - before.residentMb) };
    console.log(`Ten uploads at once took ${used.cpuMs} ms of server CPU and ${used.moreMb} MB more memory`);
    // Before, the ten were decoded together, each three times: 13.5 s of CPU, 1.33 GB at the peak.
    expect(used.cpuMs).toBeLessThan(4000);
    expect(used.moreMb).toBeLessThan(400);
  });
});
