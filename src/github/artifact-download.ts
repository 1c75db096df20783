/**
 * Downloading a workflow artifact's zip. GitHub answers `GET …/actions/artifacts/{id}/zip` with a
 * redirect to a short-lived signed URL on another host (blob storage). The token goes to the API
 * only: the redirect is followed by hand, without the Authorization header, since the signed URL
 * needs none and the storage host must never see the token.
 */
import { EnvHttpProxyAgent, request, type Dispatcher } from 'undici';

/** Largest artifact zip downloaded, in bytes: a results artifact with its request log is far smaller. */
export const MAX_ARTIFACT_ZIP_BYTES = 256 * 1024 * 1024;

/** A download that failed: `status` is the HTTP status of the failing hop, null when none came. */
export class ArtifactDownloadError extends Error {
  override readonly name = 'ArtifactDownloadError';
  readonly status: number | null;
  /** Which hop failed: GitHub's API (where the token is checked) or the storage it redirects to. */
  readonly hop: 'api' | 'storage';
  constructor(message: string, status: number | null, hop: 'api' | 'storage', cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.status = status;
    this.hop = hop;
  }
}

/** What to download. */
export interface ArtifactDownload {
  /** API root, e.g. `https://api.github.com`. */
  apiUrl: string;
  owner: string;
  repo: string;
  artifactId: number;
  token: string;
  /** @defaultValue `MAX_ARTIFACT_ZIP_BYTES` */
  maxBytes?: number;
  /** How to connect; the default honours HTTP_PROXY, HTTPS_PROXY and NO_PROXY, as the runner's tools do. */
  dispatcher?: Dispatcher;
}

/** Redirect statuses GitHub or a proxy in front of it may use. */
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const TIMEOUT_MS = 60_000;

/** Downloads the artifact's zip and returns its bytes. @throws ArtifactDownloadError */
export async function downloadArtifactZip(options: ArtifactDownload): Promise<Uint8Array> {
  const own = options.dispatcher === undefined ? new EnvHttpProxyAgent() : undefined;
  const dispatcher = options.dispatcher ?? own!;
  const maxBytes = options.maxBytes ?? MAX_ARTIFACT_ZIP_BYTES;
  const apiUrl = `${options.apiUrl.replace(/\/+$/, '')}/repos/${encodeURIComponent(options.owner)}/${encodeURIComponent(options.repo)}/actions/artifacts/${options.artifactId}/zip`;
  try {
    const first = await get(apiUrl, dispatcher, {
      authorization: `Bearer ${options.token}`,
      accept: 'application/vnd.github+json',
      'x-github-api-version': '2022-11-28',
      'user-agent': 'llm-slo-gate',
    });
    if (first.statusCode === 200) return await readBody(first.body, maxBytes);
    if (!REDIRECTS.has(first.statusCode)) {
      const said = await apiMessage(first.body);
      throw new ArtifactDownloadError(`GitHub answered ${first.statusCode}${said ? ` (${said})` : ''} to the artifact download`, first.statusCode, 'api');
    }
    await first.body.dump();
    const location = first.headers.location;
    if (typeof location !== 'string' || location === '') throw new ArtifactDownloadError(`GitHub answered ${first.statusCode} to the artifact download without a location`, first.statusCode, 'api');
    const blobUrl = new URL(location, apiUrl).toString();
    // The signed URL authorises itself: no token, no GitHub headers.
    const blob = await get(blobUrl, dispatcher, { 'user-agent': 'llm-slo-gate' });
    if (blob.statusCode !== 200) {
      await blob.body.dump();
      throw new ArtifactDownloadError(`the artifact's storage answered ${blob.statusCode}`, blob.statusCode, 'storage');
    }
    return await readBody(blob.body, maxBytes);
  } catch (err) {
    if (err instanceof ArtifactDownloadError) throw err;
    throw new ArtifactDownloadError(`the artifact could not be downloaded (${(err as Error).message})`, null, 'api', err);
  } finally {
    await own?.close();
  }
}

function get(url: string, dispatcher: Dispatcher, headers: Record<string, string>): Promise<Dispatcher.ResponseData> {
  return request(url, { method: 'GET', headers, dispatcher, headersTimeout: TIMEOUT_MS, bodyTimeout: TIMEOUT_MS });
}

async function readBody(body: Dispatcher.ResponseData['body'], maxBytes: number): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of body) {
    total += (chunk as Buffer).length;
    if (total > maxBytes) {
      body.destroy();
      throw new ArtifactDownloadError(`the artifact is larger than ${maxBytes} bytes; upload results.json on its own`, 200, 'storage');
    }
    chunks.push(chunk as Buffer);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

/** GitHub's `message` from an error body, if it has one. */
async function apiMessage(body: Dispatcher.ResponseData['body']): Promise<string | undefined> {
  try {
    const data = (await body.json()) as { message?: unknown };
    return typeof data.message === 'string' ? data.message.slice(0, 200) : undefined;
  } catch {
    return undefined;
  }
}
