/**
 * The probe's scrape endpoint: `GET /metrics` on the address `--listen` names (loopback by
 * default), rendered from the probe's registry at each scrape.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';
import { GateError } from '../errors.js';
import { show } from '../spec/explain.js';

/** The default `--listen`: loopback only, so nothing is exposed beyond the machine unless asked. */
export const DEFAULT_LISTEN = '127.0.0.1:9478';

/** Where to listen. */
export interface ListenAddress {
  host: string;
  /** 0 picks a free port; the started server's `url` tells which. */
  port: number;
}

/**
 * Reads `HOST:PORT`, `[IPv6]:PORT` or a bare `PORT` (on 127.0.0.1).
 * @throws GateError `USAGE` naming the flag and the form it takes.
 */
export function parseListen(text: string, flag: string): ListenAddress {
  const t = text.trim();
  const m = /^(\d+)$/.exec(t) ?? /^\[([0-9A-Fa-f:.]+)\]:(\d+)$/.exec(t) ?? /^([^\s:[\]/]+):(\d+)$/.exec(t);
  const host = m === null ? undefined : m.length === 2 ? '127.0.0.1' : m[1];
  const port = m === null ? NaN : Number(m[m.length - 1]);
  if (host === undefined || !(port <= 65535)) {
    throw new GateError('USAGE', `${flag} ${show(text)}: not an address to listen on`, {
      hint: `Give HOST:PORT, such as ${flag} 127.0.0.1:9478, ${flag} [::1]:9478, or ${flag} 0.0.0.0:9478 to be scraped from other machines; a bare port listens on 127.0.0.1.`,
    });
  }
  return { host, port };
}

/** A running scrape endpoint. */
export interface MetricsServer {
  /** `http://host:port/metrics`, with the port actually bound. */
  url: string;
  /** Stops listening and closes every open connection. */
  close(): Promise<void>;
}

/**
 * Serves `registry` at `/metrics` on `address`.
 * @throws GateError `USAGE` when the address cannot be bound (in use, not on this machine, no permission).
 */
export async function serveMetrics(registry: Registry, address: ListenAddress, flag: string): Promise<MetricsServer> {
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if ((req.method !== 'GET' && req.method !== 'HEAD') || path !== '/metrics') {
      res.writeHead(path === '/metrics' ? 405 : 404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('llm-slo-gate probe: the metrics are at GET /metrics\n');
      return;
    }
    registry.metrics().then((body) => {
      res.writeHead(200, { 'content-type': registry.contentType });
      res.end(req.method === 'HEAD' ? undefined : body);
    }, (err: unknown) => {
      res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(`could not render the metrics: ${err instanceof Error ? err.message : String(err)}\n`);
    });
  });
  await listen(server, address, flag);
  const bound = server.address() as AddressInfo;
  const host = bound.family === 'IPv6' ? `[${bound.address}]` : bound.address;
  return {
    url: `http://${host}:${bound.port}/metrics`,
    close: () => new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
  };
}

function listen(server: Server, address: ListenAddress, flag: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', (err: NodeJS.ErrnoException) => {
      const at = `${address.host.includes(':') ? `[${address.host}]` : address.host}:${address.port}`;
      const why = err.code === 'EADDRINUSE' ? 'the port is in use' : err.code === 'EADDRNOTAVAIL' ? 'that address is not one of this machine\'s'
        : err.code === 'EACCES' ? 'no permission to listen there (ports below 1024 need privileges)' : err.code === 'ENOTFOUND' ? 'the host name is unknown' : err.message;
      reject(new GateError('USAGE', `${flag} ${at}: cannot listen: ${why}`, {
        hint: `Give another address or port, e.g. ${flag} 127.0.0.1:9479, or ${flag} 127.0.0.1:0 for any free port (the probe prints which).`,
        cause: err,
      }));
    });
    server.listen(address.port, address.host, () => resolve());
  });
}
