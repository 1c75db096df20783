/**
 * A real HTTP server on 127.0.0.1 speaking the part of GitHub's REST API that comment upserts
 * use, with GitHub's shapes and status codes:
 *
 * - `GET  /repos/{owner}/{repo}/issues/{n}/comments?per_page=&page=`: oldest first, `per_page`
 *   default 30 and at most 100, a `Link` header with `rel="next"` and `rel="last"` while more
 *   pages remain;
 * - `POST /repos/{owner}/{repo}/issues/{n}/comments`: 201 with the new comment; 422 when the
 *   body is longer than 65,536 characters;
 * - `PATCH /repos/{owner}/{repo}/issues/comments/{id}`: 200 with the comment; 404 when unknown.
 *
 * And the part of the Actions API that reading a baseline artifact uses:
 *
 * - `GET /repos/{owner}/{repo}/actions/workflows/{file}/runs?branch=&status=&head_sha=&per_page=&page=`:
 *   `{total_count, workflow_runs}`, newest first, paged like comments; 404 for a workflow with no
 *   stored run (GitHub does not know it);
 * - `GET /repos/{owner}/{repo}/actions/runs/{id}/artifacts?name=`: `{total_count, artifacts}`;
 * - `GET /repos/{owner}/{repo}/actions/runs/{id}`: the run, with `run_started_at`; 404 when unknown;
 * - `GET /repos/{owner}/{repo}/actions/artifacts/{id}/zip`: 302 to a second local server (the
 *   "blob storage") that serves the zip, and that answers 403 to any request carrying an
 *   Authorization header, as signed storage URLs do; 410 for an expired artifact.
 *
 * And who the token is: `GET /user` answers 200 with the user for a personal token (`user`
 * option), and 403 "Resource not accessible by integration" for the workflow token (the
 * default), whose comments are written by `botLogin` (type Bot). Every login has a fixed id.
 *
 * Every request must carry `authorization: token <t>` or `Bearer <t>` (else 401 "Bad
 * credentials"). `forbid()` makes chosen operations answer 403 "Resource not accessible by
 * integration", as GitHub does for a workflow token without `pull-requests: write` (comments)
 * or `actions: read` (`actions`).
 */
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A stored issue comment. */
export interface FakeComment {
  id: number;
  body: string;
  /** Login of the author. */
  user: string;
  created_at: string;
  updated_at: string;
}

/** The operations `forbid()` can refuse; `actions` is every Actions API endpoint. */
export type CommentOperation = 'list' | 'create' | 'update' | 'actions';

/** A stored workflow run. */
export interface FakeRun {
  id: number;
  /** The workflow's file name, e.g. `llm-slo.yml`. */
  workflow: string;
  head_branch: string;
  head_sha: string;
  /** @defaultValue `push` */
  event: string;
  /** `success`, `failure`, … */
  conclusion: string;
  /** `owner/repo` the commit came from. */
  head_repository: string;
  updated_at: string;
  /** When this attempt of the run started; `updated_at` when not given. */
  run_started_at?: string;
}

/** A stored artifact. */
export interface FakeArtifact {
  id: number;
  run_id: number;
  name: string;
  zip: Uint8Array;
  expired: boolean;
  created_at: string;
}

/** A request the blob server received. */
export interface BlobRequest {
  path: string;
  authorization: string | undefined;
}

/** One request as received. */
export interface GitHubRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  authorization: string | undefined;
  body: unknown;
}

/** A running fake GitHub API. */
export interface GitHubServer {
  /** Base URL to use as `GITHUB_API_URL`, e.g. `http://127.0.0.1:41234`. */
  url: string;
  /** The token the server accepts. */
  token: string;
  /** Every request received, in order. */
  requests: GitHubRequest[];
  /** The comments on one issue or pull request, oldest first. */
  comments(owner: string, repo: string, issue: number): FakeComment[];
  /** Stores a comment directly, as if someone had posted it. */
  addComment(owner: string, repo: string, issue: number, body: string, user?: string): FakeComment;
  /** From now on, answer these operations with 403. */
  forbid(...operations: CommentOperation[]): void;
  /** From now on, answer every request with GitHub's 403 "API rate limit exceeded". */
  rateLimit(): void;
  /** Stores a workflow run (a successful push run on main by default) and returns it. */
  addRun(owner: string, repo: string, run: Partial<FakeRun> & { head_sha: string }): FakeRun;
  /** Stores an artifact of a run and returns it. */
  addArtifact(runId: number, artifact: { name: string; zip: Uint8Array; expired?: boolean }): FakeArtifact;
  /** Every request the blob server received, in order. */
  blobRequests: BlobRequest[];
  close(): Promise<void>;
}

/** How the server behaves. */
export interface GitHubServerOptions {
  /** @defaultValue `test-token` */
  token?: string;
  /** Who the workflow token writes as. @defaultValue `github-actions[bot]` */
  botLogin?: string;
  /** The login of a personal token's user: `GET /user` names them and they write the comments. Unset: the workflow token. */
  user?: string;
  /**
   * Whether the token may edit other people's comments, as write access to a repository allows.
   * When false, editing one answers 403.
   * @defaultValue true
   */
  othersEditable?: boolean;
}

/** A login's fixed user id, as GitHub gives every account one. */
export function userId(login: string): number {
  let id = 7;
  for (const c of login) id = (id * 31 + c.charCodeAt(0)) % 1_000_000_007;
  return id;
}

/** Starts the server on an OS-assigned port of 127.0.0.1. */
export async function startGitHubServer(options: GitHubServerOptions = {}): Promise<GitHubServer> {
  const token = options.token ?? 'test-token';
  const botLogin = options.botLogin ?? 'github-actions[bot]';
  const author = options.user ?? botLogin;
  const issues = new Map<string, FakeComment[]>();
  const byId = new Map<number, FakeComment>();
  const forbidden = new Set<CommentOperation>();
  const requests: GitHubRequest[] = [];
  const runs = new Map<string, FakeRun[]>();
  const artifacts = new Map<number, FakeArtifact>();
  const blobRequests: BlobRequest[] = [];
  let limited = false;
  let nextId = 1000;
  let clock = Date.parse('2026-03-01T00:00:00Z');

  const listFor = (owner: string, repo: string, issue: number): FakeComment[] => {
    const key = `${owner}/${repo}#${issue}`;
    let list = issues.get(key);
    if (!list) issues.set(key, (list = []));
    return list;
  };
  const store = (owner: string, repo: string, issue: number, body: string, user: string): FakeComment => {
    const at = new Date((clock += 1000)).toISOString();
    const comment = { id: nextId++, body, user, created_at: at, updated_at: at };
    listFor(owner, repo, issue).push(comment);
    byId.set(comment.id, comment);
    return comment;
  };

  const server = createServer((req, res) => {
    void handle(req, res).catch((err: unknown) => send(res, 500, { message: String(err) }));
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
    const body = raw ? (JSON.parse(raw) as unknown) : undefined;
    requests.push({ method: req.method ?? '', path: url.pathname, query: url.searchParams, authorization: req.headers.authorization, body });

    const auth = req.headers.authorization ?? '';
    if (auth !== `token ${token}` && auth !== `Bearer ${token}`) {
      return send(res, 401, { message: 'Bad credentials', documentation_url: 'https://docs.github.com/rest', status: '401' });
    }
    if (limited) {
      return send(res, 403, { message: 'API rate limit exceeded for installation ID 1.', documentation_url: 'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api' },
        { 'x-ratelimit-remaining': '0' });
    }
    const base = `http://${req.headers.host}`;
    const list = /^\/repos\/([^/]+)\/([^/]+)\/issues\/(\d+)\/comments$/.exec(url.pathname);
    const one = /^\/repos\/([^/]+)\/([^/]+)\/issues\/comments\/(\d+)$/.exec(url.pathname);

    if (url.pathname === '/user' && req.method === 'GET') {
      if (options.user === undefined) return sendForbidden(res, 'https://docs.github.com/rest/users/users#get-the-authenticated-user');
      return send(res, 200, { login: options.user, id: userId(options.user), type: 'User' });
    }
    if (url.pathname.includes('/actions/')) {
      if (forbidden.has('actions')) return sendForbidden(res);
      return actions(url, base, res);
    }
    if (list && req.method === 'GET') {
      if (forbidden.has('list')) return sendForbidden(res);
      const [, owner, repo, n] = list as unknown as [string, string, string, string];
      const all = listFor(owner, repo, Number(n));
      const perPage = Math.min(100, Math.max(1, Number(url.searchParams.get('per_page') ?? 30) || 30));
      const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1);
      const last = Math.max(1, Math.ceil(all.length / perPage));
      const headers: Record<string, string> = {};
      if (page < last) {
        const link = (p: number) => `<${base}${url.pathname}?per_page=${perPage}&page=${p}>`;
        headers.link = `${link(page + 1)}; rel="next", ${link(last)}; rel="last"`;
      }
      const slice = all.slice((page - 1) * perPage, page * perPage).map((c) => view(c, owner, repo, Number(n), base));
      return send(res, 200, slice, headers);
    }
    if (list && req.method === 'POST') {
      if (forbidden.has('create')) return sendForbidden(res);
      const [, owner, repo, n] = list as unknown as [string, string, string, string];
      const text = (body as { body?: unknown } | undefined)?.body;
      if (typeof text !== 'string') return send(res, 422, { message: 'Invalid request.\n\n"body" wasn\'t supplied.' });
      if (text.length > 65_536) return sendTooLong(res);
      return send(res, 201, view(store(owner, repo, Number(n), text, author), owner, repo, Number(n), base));
    }
    if (one && req.method === 'PATCH') {
      if (forbidden.has('update')) return sendForbidden(res);
      const [, owner, repo, id] = one as unknown as [string, string, string, string];
      const comment = byId.get(Number(id));
      if (!comment) return send(res, 404, { message: 'Not Found', documentation_url: 'https://docs.github.com/rest', status: '404' });
      if (comment.user !== author && options.othersEditable === false) return sendForbidden(res);
      const text = (body as { body?: unknown } | undefined)?.body;
      if (typeof text !== 'string') return send(res, 422, { message: 'Invalid request.' });
      if (text.length > 65_536) return sendTooLong(res);
      comment.body = text;
      comment.updated_at = new Date((clock += 1000)).toISOString();
      const issue = [...issues.entries()].find(([, l]) => l.includes(comment))?.[0] ?? '';
      return send(res, 200, view(comment, owner, repo, Number(issue.split('#')[1]), base));
    }
    return send(res, 404, { message: 'Not Found', documentation_url: 'https://docs.github.com/rest', status: '404' });
  }

  /** The Actions endpoints (GET only). */
  function actions(url: URL, base: string, res: ServerResponse): void {
    const runList = /^\/repos\/([^/]+)\/([^/]+)\/actions\/workflows\/([^/]+)\/runs$/.exec(url.pathname);
    const runArtifacts = /^\/repos\/([^/]+)\/([^/]+)\/actions\/runs\/(\d+)\/artifacts$/.exec(url.pathname);
    const zip = /^\/repos\/([^/]+)\/([^/]+)\/actions\/artifacts\/(\d+)\/zip$/.exec(url.pathname);
    const oneRun = /^\/repos\/([^/]+)\/([^/]+)\/actions\/runs\/(\d+)$/.exec(url.pathname);
    const q = url.searchParams;
    if (oneRun) {
      const [, owner, repo, id] = oneRun as unknown as [string, string, string, string];
      const r = (runs.get(`${owner}/${repo}`) ?? []).find((x) => x.id === Number(id));
      if (!r) return notFound(res);
      return send(res, 200, {
        id: r.id, name: r.workflow, head_branch: r.head_branch, head_sha: r.head_sha, event: r.event, status: 'completed', conclusion: r.conclusion,
        html_url: `https://github.example/${owner}/${repo}/actions/runs/${r.id}`, created_at: r.run_started_at ?? r.updated_at,
        updated_at: r.updated_at, run_started_at: r.run_started_at ?? r.updated_at,
      });
    }
    if (runList) {
      const [, owner, repo, workflow] = runList as unknown as [string, string, string, string];
      const all = (runs.get(`${owner}/${repo}`) ?? []).filter((r) => r.workflow === decodeURIComponent(workflow));
      if (all.length === 0) return notFound(res);
      const matching = all
        .filter((r) => (!q.get('branch') || r.head_branch === q.get('branch'))
          && (!q.get('status') || r.conclusion === q.get('status'))
          && (!q.get('head_sha') || r.head_sha === q.get('head_sha')))
        .sort((a, b) => b.id - a.id);
      const perPage = Math.min(100, Math.max(1, Number(q.get('per_page') ?? 30) || 30));
      const page = Math.max(1, Number(q.get('page') ?? 1) || 1);
      const last = Math.max(1, Math.ceil(matching.length / perPage));
      const headers: Record<string, string> = {};
      if (page < last) {
        const params = new URLSearchParams(q);
        const link = (p: number) => { params.set('page', String(p)); return `<${base}${url.pathname}?${params.toString()}>`; };
        headers.link = `${link(page + 1)}; rel="next", ${link(last)}; rel="last"`;
      }
      const slice = matching.slice((page - 1) * perPage, page * perPage).map((r) => ({
        id: r.id,
        name: r.workflow,
        head_branch: r.head_branch,
        head_sha: r.head_sha,
        event: r.event,
        status: 'completed',
        conclusion: r.conclusion,
        html_url: `https://github.example/${owner}/${repo}/actions/runs/${r.id}`,
        updated_at: r.updated_at,
        head_repository: { full_name: r.head_repository },
      }));
      return send(res, 200, { total_count: matching.length, workflow_runs: slice }, headers);
    }
    if (runArtifacts) {
      const [, owner, repo, runId] = runArtifacts as unknown as [string, string, string, string];
      const found = [...artifacts.values()].filter((a) => a.run_id === Number(runId) && (!q.get('name') || a.name === q.get('name')));
      return send(res, 200, {
        total_count: found.length,
        artifacts: found.map((a) => ({
          id: a.id,
          name: a.name,
          size_in_bytes: a.zip.length,
          archive_download_url: `${base}/repos/${owner}/${repo}/actions/artifacts/${a.id}/zip`,
          expired: a.expired,
          created_at: a.created_at,
          workflow_run: { id: a.run_id },
        })),
      });
    }
    if (zip) {
      const artifact = artifacts.get(Number(zip[3]));
      if (!artifact) return notFound(res);
      if (artifact.expired) return send(res, 410, { message: 'Artifact has expired', status: '410' });
      res.writeHead(302, { location: `${blobUrl}/blobs/${artifact.id}?sig=signed`, 'content-length': 0 });
      res.end();
      return;
    }
    return notFound(res);
  }

  // Blob storage: serves artifact zips at signed URLs, and refuses a request with a token.
  const blobServer = createServer((req, res) => {
    const path = new URL(req.url ?? '/', `http://${req.headers.host}`).pathname;
    blobRequests.push({ path, authorization: req.headers.authorization });
    if (req.headers.authorization !== undefined) {
      res.writeHead(403, { 'content-type': 'application/xml' });
      res.end('<Error><Code>AuthenticationFailed</Code><Message>Authorization header and signature both given</Message></Error>');
      return;
    }
    const artifact = artifacts.get(Number(/^\/blobs\/(\d+)$/.exec(path)?.[1]));
    if (!artifact) {
      res.writeHead(404);
      res.end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/zip', 'content-length': artifact.zip.length });
    res.end(Buffer.from(artifact.zip));
  });
  await new Promise<void>((resolve) => blobServer.listen(0, '127.0.0.1', resolve));
  const blobUrl = `http://127.0.0.1:${(blobServer.address() as AddressInfo).port}`;

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    token,
    requests,
    comments: (owner, repo, issue) => [...listFor(owner, repo, issue)],
    addComment: (owner, repo, issue, body, user = 'someone') => store(owner, repo, issue, body, user),
    forbid: (...operations) => { for (const op of operations) forbidden.add(op); },
    rateLimit: () => { limited = true; },
    addRun: (owner, repo, run) => {
      const stored: FakeRun = {
        id: nextId++,
        workflow: 'llm-slo.yml',
        head_branch: 'main',
        event: 'push',
        conclusion: 'success',
        head_repository: `${owner}/${repo}`,
        updated_at: new Date((clock += 60_000)).toISOString(),
        ...run,
      };
      const key = `${owner}/${repo}`;
      runs.set(key, [...(runs.get(key) ?? []), stored]);
      return stored;
    },
    addArtifact: (runId, a) => {
      const stored: FakeArtifact = { id: nextId++, run_id: runId, name: a.name, zip: a.zip, expired: a.expired ?? false, created_at: new Date((clock += 1000)).toISOString() };
      artifacts.set(stored.id, stored);
      return stored;
    },
    blobRequests,
    close: async () => {
      await new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      });
      await new Promise<void>((resolve, reject) => {
        blobServer.closeAllConnections();
        blobServer.close((err) => (err ? reject(err) : resolve()));
      });
    },
  };
}

/** A comment as the API returns it. */
function view(c: FakeComment, owner: string, repo: string, issue: number, base: string): Record<string, unknown> {
  return {
    id: c.id,
    node_id: `IC_${c.id}`,
    url: `${base}/repos/${owner}/${repo}/issues/comments/${c.id}`,
    html_url: `https://github.com/${owner}/${repo}/pull/${issue}#issuecomment-${c.id}`,
    issue_url: `${base}/repos/${owner}/${repo}/issues/${issue}`,
    body: c.body,
    user: { login: c.user, id: userId(c.user), type: c.user.endsWith('[bot]') ? 'Bot' : 'User' },
    created_at: c.created_at,
    updated_at: c.updated_at,
    author_association: 'NONE',
  };
}

function send(res: ServerResponse, status: number, payload: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(payload);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text), ...headers });
  res.end(text);
}

function notFound(res: ServerResponse): void {
  send(res, 404, { message: 'Not Found', documentation_url: 'https://docs.github.com/rest', status: '404' });
}

function sendForbidden(res: ServerResponse, documentation = 'https://docs.github.com/rest/issues/comments'): void {
  send(res, 403, {
    message: 'Resource not accessible by integration',
    documentation_url: documentation,
    status: '403',
  }, { 'x-ratelimit-remaining': '4999' });
}

function sendTooLong(res: ServerResponse): void {
  send(res, 422, {
    message: 'Validation Failed',
    errors: [{ resource: 'IssueComment', code: 'custom', field: 'body', message: 'body is too long (maximum is 65536 characters)' }],
    documentation_url: 'https://docs.github.com/rest/issues/comments',
    status: '422',
  });
}
