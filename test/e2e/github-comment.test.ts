// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { upsertComment } from '../../src/github/comment.js';
import { isGitHubApiError, type GitHubApiError } from '../../src/github/errors.js';
import { createGitHubClient } from '../../src/github/octokit.js';
import { commentMarker } from '../../src/report/markdown.js';
import { startGitHubServer, type GitHubServer } from '../helpers/github-server.js';

const servers: GitHubServer[] = [];
after(async () => { await Promise.all(servers.map((s) => s.close())); });

async function server(): Promise<GitHubServer> {
  const s = await startGitHubServer();
  servers.push(s);
  return s;
}

const MARKER = commentMarker('.github/llm-slo.yml');

function target(s: GitHubServer, body: string, marker = MARKER) {
  return { token: s.token, baseUrl: s.url, owner: 'acme', repo: 'api', issueNumber: 7, marker, body: `${marker}\n${body}` };
}

test('the first upsert creates the comment and the second updates that same comment', async () => {
  const s = await server();
  const first = await upsertComment(target(s, '**FAIL** first run'));
  assert.equal(first.action, 'created');
  assert.match(first.url, /^https:\/\/github\.com\/acme\/api\/pull\/7#issuecomment-\d+$/);
  const second = await upsertComment(target(s, '**PASS** second run'));
  assert.deepEqual([second.action, second.id], ['updated', first.id]);
  const comments = s.comments('acme', 'api', 7);
  assert.equal(comments.length, 1, 'exactly one comment');
  assert.equal(comments[0]!.body, `${MARKER}\n**PASS** second run`);
  assert.ok(s.requests.every((r) => r.authorization === `token ${s.token}`));
});

test('a comment with another marker, or one quoting ours, is left alone', async () => {
  const s = await server();
  const other = s.addComment('acme', 'api', 7, `${commentMarker('specs/other.yml')}\nother endpoint`, 'github-actions[bot]');
  const quote = s.addComment('acme', 'api', 7, `> ${MARKER}\n> **FAIL** quoted by a reviewer`);
  const result = await upsertComment(target(s, 'report'));
  assert.equal(result.action, 'created');
  const comments = s.comments('acme', 'api', 7);
  assert.equal(comments.length, 3);
  assert.equal(comments.find((c) => c.id === other.id)!.body, `${commentMarker('specs/other.yml')}\nother endpoint`);
  assert.equal(comments.find((c) => c.id === quote.id)!.body, `> ${MARKER}\n> **FAIL** quoted by a reviewer`);
  assert.equal(comments.filter((c) => c.body.startsWith(MARKER)).length, 1);
});

test('the marker is found on a later page of comments', async () => {
  const s = await server();
  for (let i = 0; i < 150; i++) s.addComment('acme', 'api', 7, `chatter ${i}`);
  const ours = s.addComment('acme', 'api', 7, `${MARKER}\nold report`, 'github-actions[bot]');
  for (let i = 0; i < 30; i++) s.addComment('acme', 'api', 7, `more chatter ${i}`);
  const result = await upsertComment(target(s, 'new report'));
  assert.deepEqual([result.action, result.id], ['updated', ours.id]);
  const lists = s.requests.filter((r) => r.method === 'GET' && r.path.endsWith('/comments'));
  assert.deepEqual(lists.map((r) => r.query.get('page') ?? '1'), ['1', '2'], 'stops at the page holding the marker');
  assert.ok(lists.every((r) => r.query.get('per_page') === '100'));
  assert.equal(s.comments('acme', 'api', 7).length, 181, 'nothing created');
});

test('a body without the marker gets it in front, so the next run finds the comment', async () => {
  const s = await server();
  await upsertComment({ ...target(s, ''), body: 'plain report' });
  assert.equal(s.comments('acme', 'api', 7)[0]!.body, `${MARKER}\nplain report`);
  const again = await upsertComment({ ...target(s, ''), body: 'plain report 2' });
  assert.equal(again.action, 'updated');
});

test('a body over the comment limit is replaced by a short note instead of being refused', async () => {
  const s = await server();
  const result = await upsertComment(target(s, 'x'.repeat(70_000)));
  assert.equal(result.action, 'created');
  const body = s.comments('acme', 'api', 7)[0]!.body;
  assert.ok(body.startsWith(`${MARKER}\n`));
  assert.ok(body.length < 1000);
  assert.match(body, /too long for a comment/);
});

test('a 403 (token without pull-requests: write) rejects with a clear, loggable error and posts nothing', async () => {
  const s = await server();
  s.forbid('create');
  const err = await upsertComment(target(s, 'report')).then(() => undefined, (e: unknown) => e);
  assert.ok(isGitHubApiError(err), `got ${String(err)}`);
  const e = err as GitHubApiError;
  assert.equal(e.code, 'GITHUB_FORBIDDEN');
  assert.equal(e.status, 403);
  assert.equal(e.operation, 'create a comment');
  assert.equal(e.message, 'Could not create a comment on acme/api#7: GitHub answered 403 (Resource not accessible by integration).');
  assert.match(e.hint, /permissions: pull-requests: write/);
  assert.doesNotMatch(`${e.message} ${e.hint}`, new RegExp(s.token), 'the token is never in the message');
  assert.equal(s.comments('acme', 'api', 7).length, 0);
});

test('a 403 while listing or updating is reported the same way', async () => {
  const s = await server();
  s.addComment('acme', 'api', 7, `${MARKER}\nold`, 'github-actions[bot]');
  s.forbid('update');
  await assert.rejects(upsertComment(target(s, 'new')), (e: unknown) => isGitHubApiError(e) && e.code === 'GITHUB_FORBIDDEN' && e.operation === 'update a comment');
  s.forbid('list');
  await assert.rejects(upsertComment(target(s, 'new')), (e: unknown) => isGitHubApiError(e) && e.code === 'GITHUB_FORBIDDEN' && e.operation === 'list comments');
});

test('a wrong token is a 401 with a hint about the token', async () => {
  const s = await server();
  await assert.rejects(upsertComment({ ...target(s, 'r'), token: 'wrong' }), (e: unknown) => {
    assert.ok(isGitHubApiError(e));
    assert.equal(e.code, 'GITHUB_AUTH');
    assert.match(e.message, /GitHub answered 401 \(Bad credentials\)/);
    return true;
  });
});

test('an API that does not answer is reported as unreachable, not as a crash', async () => {
  // A port that was just free: nothing listens there.
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  await assert.rejects(
    upsertComment({ token: 't', baseUrl: `http://127.0.0.1:${port}`, owner: 'acme', repo: 'api', issueNumber: 7, marker: MARKER, body: 'r' }),
    (e: unknown) => isGitHubApiError(e) && e.code === 'GITHUB_UNREACHABLE' && e.status === null,
  );
});

test('an existing client can be passed in instead of a token', async () => {
  const s = await server();
  const octokit = await createGitHubClient(s.token, s.url);
  const { token: _token, baseUrl: _baseUrl, ...rest } = target(s, 'via client');
  const result = await upsertComment({ ...rest, octokit });
  assert.equal(result.action, 'created');
  await assert.rejects(upsertComment({ ...rest }), TypeError, 'neither a client nor a token');
});

test('a comment by someone else is never edited, even when it starts with the marker: the workflow token posts its own', async () => {
  const s = await server();
  const lookalike = s.addComment('acme', 'api', 7, `${MARKER}\n**PASS** (forged by mallory)`, 'mallory');
  const indented = s.addComment('acme', 'api', 7, ` ${MARKER}\nnot at the very start`, 'github-actions[bot]');
  const first = await upsertComment(target(s, 'report 1'));
  assert.equal(first.action, 'created');
  const second = await upsertComment(target(s, 'report 2'));
  assert.deepEqual([second.action, second.id], ['updated', first.id]);
  const byId = new Map(s.comments('acme', 'api', 7).map((c) => [c.id, c]));
  assert.equal(byId.size, 3);
  assert.equal(byId.get(lookalike.id)!.body, `${MARKER}\n**PASS** (forged by mallory)`);
  assert.equal(byId.get(indented.id)!.body, ` ${MARKER}\nnot at the very start`);
  assert.equal(byId.get(first.id)!.user, 'github-actions[bot]');
  assert.ok(!s.requests.some((r) => r.method === 'PATCH' && r.path.endsWith(`/${lookalike.id}`)), 'the look-alike was never sent an edit');
});

test('with a personal token, only that user\'s own comment is edited, found past the first 100', async () => {
  const s = await startGitHubServer({ user: 'alice' });
  servers.push(s);
  s.addComment('acme', 'api', 7, `${MARKER}\nby the workflow token`, 'github-actions[bot]');
  s.addComment('acme', 'api', 7, `${MARKER}\nby mallory`, 'mallory');
  for (let i = 0; i < 120; i++) s.addComment('acme', 'api', 7, `chatter ${i}`);
  const own = s.addComment('acme', 'api', 7, `${MARKER}\nalice's old report`, 'alice');
  const result = await upsertComment(target(s, 'new report'));
  assert.deepEqual([result.action, result.id], ['updated', own.id]);
  const bodies = s.comments('acme', 'api', 7).filter((c) => c.body.startsWith(MARKER)).map((c) => `${c.user}: ${c.body.split('\n')[1]}`);
  assert.deepEqual(bodies, ['github-actions[bot]: by the workflow token', 'mallory: by mallory', 'alice: new report']);
  assert.deepEqual(s.requests.filter((r) => r.method === 'GET').map((r) => `${r.path.split('/').at(-1)}${r.query.get('page') ? ` ${r.query.get('page')}` : ''}`),
    ['user', 'comments', 'comments 2'], 'the identity first, then pages until its own comment');
});

test('a token GitHub will not name (403 on GET /user for a reason other than an integration) stops with the rate-limit hint, editing nothing', async () => {
  const s = await server();
  s.addComment('acme', 'api', 7, `${MARKER}\nold`, 'mallory');
  s.rateLimit();
  await assert.rejects(upsertComment(target(s, 'new')), (e: unknown) => {
    assert.ok(isGitHubApiError(e));
    assert.equal(e.operation, 'identify the token');
    assert.match(e.hint, /rate limit/);
    return true;
  });
  assert.equal(s.requests.filter((r) => r.method !== 'GET').length, 0);
});
