import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';
import { errorBody } from './errors';
import { securityHeaders } from './headers';

/**
 * How much of the server one client may hold (README, Security). Node hands the server every request
 * a connection pipelines at once, and would work on all of them together: one socket pipelining 3,000
 * searches made another reader's search wait 20 s.
 */
export interface FairShareLimits {
  /** Requests of one client address worked on at once; the address's others wait their turn. */
  perAddress: number;
  /** Pipelined requests one connection may have waiting behind the one being answered; past it, it is closed. */
  waitingPerConnection: number;
  /** Connections of one address waiting for a turn; past it, a request gets 429 and its connection closes. */
  waitingPerAddress: number;
  /**
   * After a connection was closed for pipelining past its limit, the address's new connections are
   * closed as they open for this long: each flood read costs the server as many requests as it holds.
   */
  floodBanMs: number;
}

/**
 * A browser opens 6 connections to a server and never pipelines; behind HTTP/2 (nginx) a page's
 * scripts and pictures come at once, and wait a moment rather than fail.
 */
export const fairShareLimits: FairShareLimits = {
  perAddress: 8,
  waitingPerConnection: 32,
  waitingPerAddress: 256,
  floodBanMs: 10_000,
};

/**
 * A client's address as the limits count it: the socket's, or behind a trusted proxy (`TRUST_PROXY`,
 * the same setting and rule as Fastify's `request.ip`) the last address in `X-Forwarded-For` that no
 * trusted proxy added. An IPv6 client is its /64, which its network hands it whole.
 */
export class ClientAddresses {
  private readonly trusted: ((address: string, hop: number) => boolean) | undefined;

  constructor(trustProxy: boolean | string | undefined) {
    this.trusted = !trustProxy
      ? undefined
      : trustProxy === true
        ? () => true
        : proxyAddr.compile(trustProxy.split(',').map((entry) => entry.trim()));
  }

  /** The address a request comes from. */
  of(request: IncomingMessage): string {
    return this.trusted
      ? addressKey(proxyAddr(request, this.trusted))
      : addressKey(request.socket.remoteAddress ?? '');
  }

  /** The address a connection comes from, or none for a trusted proxy's (its requests are many clients'). */
  ofConnection(socket: Socket): string | undefined {
    const address = socket.remoteAddress ?? '';
    return this.trusted?.(address, 0) ? undefined : addressKey(address);
  }
}

/** `::ffff:192.0.2.1` is 192.0.2.1; an IPv6 address is its /64 (`2001:db8:0:1::/64`). */
export function addressKey(address: string): string {
  if (address.startsWith('::ffff:') && address.includes('.')) return address.slice(7);
  if (!address.includes(':')) return address;
  const [head = '', tail] = address.split('%')[0]?.split('::') ?? [];
  const front = head ? head.split(':') : [];
  const back = tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? front : [...front, ...Array(8 - front.length - back.length).fill('0'), ...back];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/** One request waiting for its turn: `run` answers it, and says whether the answer is already complete. */
interface Turn {
  request: IncomingMessage;
  response: ServerResponse;
  run: () => boolean;
}

/** A connection's requests, answered one after the other, as HTTP/1.1 sends their answers. */
interface Connection {
  socket: Socket;
  /** Requests waiting for their turn, in order: pipelined ones, the first maybe waiting for its address. */
  queue: Turn[];
  /** Ends the request being answered: frees its address's place and starts the next. */
  finishRunning?: () => void;
  /** The address whose turn this connection waits for. */
  waitingFor?: Address;
  closed: boolean;
}

/** One client address: how many of its requests are being answered, and its connections waiting. */
interface Address {
  key: string;
  running: number;
  waiting: Connection[];
}

const connectionOf = Symbol('fairShareConnection');
type WithConnection = Socket & { [connectionOf]?: Connection };

/**
 * Takes every request the server receives before anything else, and answers it when it is its turn:
 * one at a time per connection (a pipelined request waits for the one before it, as its answer must),
 * `perAddress` at a time per client address, the address's connections taking turns. A connection
 * that pipelines more than `waitingPerConnection` requests is closed, and its address's next
 * connections for `floodBanMs`: no browser does so, and its requests would take the server from
 * everyone else.
 */
export class FairShare {
  private readonly addresses = new Map<string, Address>();
  /** Addresses whose new connections are closed as they open, until when (oldest first). */
  private readonly banned = new Map<string, number>();

  constructor(
    private readonly clients: ClientAddresses,
    private readonly limits: FairShareLimits = fairShareLimits,
  ) {}

  /** Whether a new connection is closed as it opens: its address flooded one lately. */
  refuses(socket: Socket): boolean {
    if (this.banned.size === 0) return false;
    const address = this.clients.ofConnection(socket);
    const until = address === undefined ? undefined : this.banned.get(address);
    return until !== undefined && until > performance.now();
  }

  admit(request: IncomingMessage, response: ServerResponse, run: () => boolean): void {
    const socket = request.socket as WithConnection;
    let connection = socket[connectionOf];
    if (!connection) {
      const made: Connection = { socket, queue: [], closed: false };
      socket[connectionOf] = made;
      socket.once('close', () => this.closed(made));
      connection = made;
    }
    // A closed connection's parser still hands over the requests it had read: they go unanswered.
    if (connection.closed) return;
    const turn = { request, response, run };
    if (connection.finishRunning || connection.queue.length > 0) {
      if (connection.queue.length >= this.limits.waitingPerConnection) {
        this.ban(socket);
        this.close(connection);
        return;
      }
      connection.queue.push(turn);
    } else if (!this.start(connection, turn)) {
      connection.queue.push(turn);
    }
  }

  /** Starts the connection's waiting requests in order, until one is under way or must wait. */
  private next(connection: Connection): void {
    while (!connection.closed && !connection.finishRunning && !connection.waitingFor) {
      const turn = connection.queue[0];
      if (!turn || !this.start(connection, turn)) return;
      connection.queue.shift();
    }
  }

  /**
   * Starts `turn`, or returns false when its address has no room: the connection then waits for the
   * address's turn (or, past `waitingPerAddress`, gets a 429 and is closed).
   */
  private start(connection: Connection, turn: Turn): boolean {
    const key = this.clients.of(turn.request);
    const known = this.addresses.get(key);
    if (known && known.running >= this.limits.perAddress) {
      if (known.waiting.length >= this.limits.waitingPerAddress) {
        refuse(turn.response);
        this.close(connection, false);
        return true;
      }
      connection.waitingFor = known;
      known.waiting.push(connection);
      return false;
    }
    // An answer from the read cache is written whole at once: it held no place. Any other holds one
    // until its response closes (nothing else runs in between: requests arrive one event at a time).
    if (turn.run()) return true;
    const address = known ?? { key, running: 0, waiting: [] };
    if (!known) this.addresses.set(key, address);
    address.running++;
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      connection.finishRunning = undefined;
      address.running--;
      this.freed(address);
      this.next(connection);
    };
    connection.finishRunning = finish;
    turn.response.once('close', finish);
    return true;
  }

  /** A place of `address` came free: its longest-waiting connection goes next. */
  private freed(address: Address): void {
    while (address.running < this.limits.perAddress && address.waiting.length > 0) {
      const connection = address.waiting.shift() as Connection;
      connection.waitingFor = undefined;
      this.next(connection);
    }
    if (address.running === 0 && address.waiting.length === 0) this.addresses.delete(address.key);
  }

  private ban(socket: Socket): void {
    const address = this.clients.ofConnection(socket);
    if (address === undefined) return;
    const now = performance.now();
    for (const [banned, until] of this.banned) {
      if (until > now) break;
      this.banned.delete(banned);
    }
    this.banned.delete(address);
    this.banned.set(address, now + this.limits.floodBanMs);
  }

  private close(connection: Connection, destroy = true): void {
    connection.closed = true;
    if (destroy) connection.socket.destroy();
  }

  /** The socket closed: its waiting requests go, and the one being answered frees its place. */
  private closed(connection: Connection): void {
    connection.closed = true;
    connection.queue = [];
    const address = connection.waitingFor;
    if (address) {
      address.waiting.splice(address.waiting.indexOf(connection), 1);
      connection.waitingFor = undefined;
      if (address.running === 0 && address.waiting.length === 0) this.addresses.delete(address.key);
    }
    connection.finishRunning?.();
  }
}

/** 429 in the contract's shape, and the connection closes after it. */
function refuse(response: ServerResponse): void {
  const body = JSON.stringify(errorBody('tooManyRequests', 'Too many requests from this address at once'));
  response
    .writeHead(429, {
      ...securityHeaders,
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      'retry-after': '1',
      connection: 'close',
    })
    .end(body);
}
