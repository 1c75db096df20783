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
 * Every request must carry `authorization: token <t>` or `Bearer <t>` (else 401 "Bad
 * credentials"). `forbid()` makes chosen operations answer 403 "Resource not accessible by
 * integration", as GitHub does for a workflow token without `pull-requests: write`.
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

/** The operations `forbid()` can refuse. */
export type CommentOperation = 'list' | 'create' | 'update';

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
  close(): Promise<void>;
}

/** Starts the server on an OS-assigned port of 127.0.0.1. */
export async function startGitHubServer(options: { token?: string; botLogin?: string } = {}): Promise<GitHubServer> {
  const token = options.token ?? 'test-token';
  const botLogin = options.botLogin ?? 'github-actions[bot]';
  const issues = new Map<string, FakeComment[]>();
  const byId = new Map<number, FakeComment>();
  const forbidden = new Set<CommentOperation>();
  const requests: GitHubRequest[] = [];
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
    const base = `http://${req.headers.host}`;
    const list = /^\/repos\/([^/]+)\/([^/]+)\/issues\/(\d+)\/comments$/.exec(url.pathname);
    const one = /^\/repos\/([^/]+)\/([^/]+)\/issues\/comments\/(\d+)$/.exec(url.pathname);

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
      return send(res, 201, view(store(owner, repo, Number(n), text, botLogin), owner, repo, Number(n), base));
    }
    if (one && req.method === 'PATCH') {
      if (forbidden.has('update')) return sendForbidden(res);
      const [, owner, repo, id] = one as unknown as [string, string, string, string];
      const comment = byId.get(Number(id));
      if (!comment) return send(res, 404, { message: 'Not Found', documentation_url: 'https://docs.github.com/rest', status: '404' });
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

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    token,
    requests,
    comments: (owner, repo, issue) => [...listFor(owner, repo, issue)],
    addComment: (owner, repo, issue, body, user = 'someone') => store(owner, repo, issue, body, user),
    forbid: (...operations) => { for (const op of operations) forbidden.add(op); },
    close: () => new Promise<void>((resolve, reject) => {
      server.closeAllConnections();
      server.close((err) => (err ? reject(err) : resolve()));
    }),
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
    user: { login: c.user, type: c.user.endsWith('[bot]') ? 'Bot' : 'User' },
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

function sendForbidden(res: ServerResponse): void {
  send(res, 403, {
    message: 'Resource not accessible by integration',
    documentation_url: 'https://docs.github.com/rest/issues/comments',
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
