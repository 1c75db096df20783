/**
 * A small HTTP proxy on loopback that counts what goes through it: requests sent to it with
 * an absolute URL are forwarded (streamed, not buffered), and CONNECT opens a TCP tunnel.
 * It can demand credentials (407) or refuse tunnels (403), as corporate proxies do.
 */
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { connect as tcpConnect, type AddressInfo, type Socket } from 'node:net';

export interface ProxyOptions {
  /** When set, every request must carry `Proxy-Authorization: Basic base64(user:password)`, else 407. */
  credentials?: { user: string; password: string };
  /** Answer every CONNECT with this status instead of opening the tunnel. */
  refuseConnect?: number;
}

export interface ProxyServer {
  /** `http://127.0.0.1:PORT` */
  url: string;
  port: number;
  /** Client connections accepted so far. */
  connections: number;
  /** Most client connections open at the same time. */
  peakConnections: number;
  /** Requests forwarded (absolute-URL form), by `host:port` of the target. */
  forwarded: Map<string, number>;
  /** CONNECT requests, by the authority asked for. */
  tunnels: Map<string, number>;
  /** `Proxy-Authorization` values seen (to check credentials are sent, never shown elsewhere). */
  authorizations: string[];
  close(): Promise<void>;
}

/** Starts the proxy on a free loopback port. */
export async function startProxy(options: ProxyOptions = {}): Promise<ProxyServer> {
  const sockets = new Set<Socket>();
  const expected = options.credentials === undefined
    ? undefined
    : `Basic ${Buffer.from(`${options.credentials.user}:${options.credentials.password}`).toString('base64')}`;

  const authorised = (req: IncomingMessage): boolean => {
    const value = req.headers['proxy-authorization'];
    if (typeof value === 'string') state.authorizations.push(value);
    return expected === undefined || value === expected;
  };

  const forward = (req: IncomingMessage, res: ServerResponse): void => {
    if (!authorised(req)) {
      res.writeHead(407, { 'proxy-authenticate': 'Basic realm="test"', 'content-type': 'text/plain' }).end('Proxy Authentication Required');
      return;
    }
    let target: URL;
    try {
      target = new URL(req.url ?? '');
    } catch {
      res.writeHead(400).end('absolute URL expected');
      return;
    }
    state.forwarded.set(target.host, (state.forwarded.get(target.host) ?? 0) + 1);
    const headers = { ...req.headers };
    delete headers['proxy-authorization'];
    delete headers['proxy-connection'];
    const upstream = httpRequest({ host: target.hostname, port: target.port, path: target.pathname + target.search, method: req.method, headers }, (answer) => {
      const out = { ...answer.headers };
      delete out.connection;
      delete out['keep-alive'];
      res.writeHead(answer.statusCode ?? 502, out);
      res.flushHeaders();
      answer.pipe(res);
      // A broken upstream stream must break the client's too, as a real proxy would.
      answer.on('aborted', () => res.destroy());
      answer.on('error', () => res.destroy());
    });
    upstream.on('error', () => {
      if (res.headersSent) res.destroy();
      else res.writeHead(502, { 'content-type': 'text/html' }).end('<html><head><title>502 Bad Gateway</title></head><body>proxy: upstream unreachable</body></html>');
    });
    res.on('close', () => upstream.destroy());
    req.pipe(upstream);
  };

  const server = createServer(forward);
  server.on('connection', (socket: Socket) => {
    socket.setNoDelay(true);
    sockets.add(socket);
    state.connections += 1;
    state.peakConnections = Math.max(state.peakConnections, sockets.size);
    socket.on('close', () => sockets.delete(socket));
  });
  server.on('connect', (req: IncomingMessage, client: Socket, head: Buffer) => {
    const authority = req.url ?? '';
    state.tunnels.set(authority, (state.tunnels.get(authority) ?? 0) + 1);
    if (!authorised(req)) {
      client.end('HTTP/1.1 407 Proxy Authentication Required\r\nproxy-authenticate: Basic realm="test"\r\ncontent-length: 0\r\n\r\n');
      return;
    }
    if (options.refuseConnect !== undefined) {
      client.end(`HTTP/1.1 ${options.refuseConnect} Refused\r\ncontent-length: 0\r\n\r\n`);
      return;
    }
    const [host, port] = splitAuthority(authority);
    const upstream = tcpConnect(port, host, () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length > 0) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
    client.on('close', () => upstream.destroy());
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const state: ProxyServer = {
    url: `http://127.0.0.1:${port}`,
    port,
    connections: 0,
    peakConnections: 0,
    forwarded: new Map(),
    tunnels: new Map(),
    authorizations: [],
    close: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
  return state;
}

function splitAuthority(authority: string): [string, number] {
  const at = authority.lastIndexOf(':');
  return [authority.slice(0, at).replace(/^\[|\]$/g, ''), Number(authority.slice(at + 1))];
}
