/**
 * Whether requests to the endpoint go through a proxy, decided once per client from the
 * standard variables `HTTP_PROXY`, `HTTPS_PROXY` and `NO_PROXY`, the way undici's
 * EnvHttpProxyAgent (and Node's `fetch`) read them:
 *
 * - lower-case names win over upper-case ones when both are present (even when empty);
 * - an `https:` endpoint uses `HTTPS_PROXY`, falling back to `HTTP_PROXY`; an `http:` endpoint
 *   uses `HTTP_PROXY` only;
 * - `NO_PROXY` is a comma- or space-separated list of host names, each optionally with a
 *   `:port`; `.example.com` and `*.example.com` match the domain and its subdomains, a plain
 *   name matches itself and its subdomains, and `*` alone exempts every host. Loopback
 *   addresses are not exempt unless listed, as in undici and curl.
 *
 * Deciding here, rather than leaving it to a dispatcher that reads the environment itself,
 * lets every message and hint say which variable sent the request where.
 */
import { GateError } from '../errors.js';
import { redactUrl } from './url.js';

/** The environment variables read; `process.env` fits. */
export type ProxyEnvironment = Readonly<Record<string, string | undefined>>;

/** The proxy variables, in the order they are reported. */
export const PROXY_VARIABLES = ['HTTP_PROXY', 'HTTPS_PROXY', 'NO_PROXY'] as const;

/** How requests to one endpoint travel. Holds no credentials, so it can be shown. */
export interface ProxyRoute {
  /** The proxy's URL without any `user:password@`; undefined when requests go direct. */
  proxyUrl: string | undefined;
  /** The variable that named the proxy, as spelled in the environment (e.g. `https_proxy`). */
  proxyVariable: string | undefined;
  /**
   * Set when a proxy variable applied to the endpoint's scheme but `NO_PROXY` exempted the
   * endpoint: the variable's name as spelled and the entry that matched.
   */
  bypass: { variable: string; entry: string } | undefined;
  /** Proxy variables set to a non-empty value, names as spelled, whether or not they applied. */
  variablesSet: string[];
}

/** What the client needs to connect through the proxy: the route, plus the raw proxy URL. */
export interface ProxyChoice {
  route: ProxyRoute;
  /** The proxy URL as configured (may hold credentials): only for the dispatcher, never shown. */
  proxyUri: string | undefined;
}

/**
 * Decides how requests to `target` travel under `env`.
 * @throws GateError `USAGE` when the applicable proxy variable is not a usable URL (its value is
 * quoted without credentials).
 */
export function chooseProxy(target: URL, env: ProxyEnvironment): ProxyChoice {
  const http = read(env, 'http_proxy');
  const https = read(env, 'https_proxy');
  const noProxy = read(env, 'no_proxy');
  const variablesSet = [http, https, noProxy].filter((v) => v.value !== '').map((v) => v.name);

  const chosen = target.protocol === 'https:' && https.value !== '' ? https : http.value !== '' ? http : undefined;
  if (chosen === undefined) return { route: { proxyUrl: undefined, proxyVariable: undefined, bypass: undefined, variablesSet }, proxyUri: undefined };

  const entry = noProxyMatch(target, noProxy.value);
  if (entry !== undefined) {
    return {
      route: { proxyUrl: undefined, proxyVariable: undefined, bypass: { variable: noProxy.name, entry }, variablesSet },
      proxyUri: undefined,
    };
  }
  const proxyUri = normaliseProxyUrl(chosen.name, chosen.value);
  return { route: { proxyUrl: redactUrl(proxyUri), proxyVariable: chosen.name, bypass: undefined, variablesSet }, proxyUri };
}

/**
 * The route in plain words, for messages and hints, e.g. "through the proxy
 * http://10.0.0.1:3128/ named by HTTPS_PROXY" or "directly (NO_PROXY lists 127.0.0.1)".
 */
export function describeRoute(route: ProxyRoute): string {
  if (route.proxyUrl !== undefined) {
    const exempt = route.variablesSet.some((v) => v.toUpperCase() === 'NO_PROXY') ? 'NO_PROXY is set but does not list this host' : 'NO_PROXY is not set';
    return `through the proxy ${route.proxyUrl} named by ${route.proxyVariable ?? 'a proxy variable'} (${exempt})`;
  }
  if (route.bypass !== undefined) return `directly, not through a proxy (${route.bypass.variable} lists ${JSON.stringify(route.bypass.entry)})`;
  const set = route.variablesSet.filter((v) => v.toUpperCase() !== 'NO_PROXY');
  if (set.length > 0) return `directly: ${set.join(' and ')} ${set.length > 1 ? 'are' : 'is'} set but not for this URL's scheme`;
  return 'directly (no HTTP_PROXY or HTTPS_PROXY set)';
}

/** A variable read the way undici does: the lower-case name first, even if it is empty. */
function read(env: ProxyEnvironment, lower: string): { name: string; value: string } {
  const upper = lower.toUpperCase();
  if (env[lower] !== undefined) return { name: lower, value: env[lower]!.trim() };
  return { name: upper, value: (env[upper] ?? '').trim() };
}

/** The NO_PROXY entry that exempts `target`, or undefined when none does. */
export function noProxyMatch(target: URL, noProxy: string): string | undefined {
  if (noProxy === '') return undefined;
  if (noProxy === '*') return '*';
  // `host` keeps the brackets of an IPv6 address; the port is cut off separately.
  const hostname = target.host.replace(/:\d*$/, '').toLowerCase();
  const port = Number.parseInt(target.port, 10) || (target.protocol === 'https:' ? 443 : 80);
  for (const raw of noProxy.split(/[,\s]+/)) {
    if (raw === '') continue;
    const withPort = /^(.+):(\d+)$/.exec(raw);
    const entryPort = withPort === null ? 0 : Number.parseInt(withPort[2]!, 10);
    if (entryPort !== 0 && entryPort !== port) continue;
    const host = (withPort === null ? raw : withPort[1]!).replace(/^\*?\./, '').toLowerCase();
    if (host === '*' || hostname === host || hostname.endsWith(`.${host}`)) return raw;
  }
  return undefined;
}

/** Supported proxy schemes; a bare `host:port` is taken as `http://host:port`, as curl does. */
const PROXY_SCHEMES = new Set(['http:', 'https:', 'socks5:', 'socks:']);

function normaliseProxyUrl(variable: string, value: string): string {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `http://${value}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch (cause) {
    throw new GateError('USAGE', `${variable} is set to ${JSON.stringify(redactUrl(withScheme))}, which is not a URL.`, {
      hint: `Set it to the proxy's URL, e.g. http://proxy.internal:3128, or unset ${variable} to connect directly.`,
      cause,
    });
  }
  if (!PROXY_SCHEMES.has(url.protocol)) {
    throw new GateError('USAGE', `${variable} uses the scheme ${url.protocol.slice(0, -1)}, which is not supported for a proxy.`, {
      hint: `Use an http://, https:// or socks5:// proxy URL, or unset ${variable}.`,
    });
  }
  return url.href;
}
