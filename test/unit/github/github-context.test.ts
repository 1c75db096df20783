// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { canComment, githubContext } from '../../../src/github/context.js';
import { githubApiUrl } from '../../../src/github/octokit.js';

const dir = mkdtempSync(join(tmpdir(), 'llm-slo-gate-context-'));
after(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;

/** Writes an event payload and returns the environment a runner would set for it. */
function runner(eventName: string, payload: unknown, extra: Record<string, string> = {}): Record<string, string> {
  const path = join(dir, `event-${files++}.json`);
  writeFileSync(path, typeof payload === 'string' ? payload : JSON.stringify(payload));
  return {
    GITHUB_EVENT_NAME: eventName, GITHUB_EVENT_PATH: path, GITHUB_REPOSITORY: 'acme/api', GITHUB_SHA: 'f00d',
    GITHUB_API_URL: 'http://127.0.0.1:9/api/v3/', GITHUB_SERVER_URL: 'https://ghe.example', GITHUB_RUN_ID: '42', ...extra,
  };
}

function prPayload(head: string | null, base = 'acme/api') {
  return {
    number: 7,
    pull_request: { number: 7, head: { sha: 'abc', repo: head === null ? null : { full_name: head } }, base: { repo: { full_name: base } } },
    repository: { name: 'api', owner: { login: 'acme' } },
  };
}

test('a pull request from the same repository can be commented on', () => {
  const ctx = githubContext(runner('pull_request', prPayload('acme/api')));
  assert.deepEqual(ctx.pullRequest, { number: 7, headRepo: 'acme/api', baseRepo: 'acme/api', headSha: 'abc', fromFork: false });
  assert.deepEqual(ctx.repository, { owner: 'acme', repo: 'api' });
  assert.equal(ctx.eventName, 'pull_request');
  assert.equal(ctx.sha, 'f00d');
  assert.equal(ctx.apiUrl, 'http://127.0.0.1:9/api/v3', 'the API root comes from GITHUB_API_URL');
  assert.equal(ctx.runUrl, 'https://ghe.example/acme/api/actions/runs/42');
  assert.deepEqual(canComment(ctx, { token: 't' }), { ok: true, owner: 'acme', repo: 'api', issueNumber: 7 });
});

test('a pull request from a fork is not commented on, and the reason says why', () => {
  const ctx = githubContext(runner('pull_request', prPayload('mallory/api')));
  assert.equal(ctx.pullRequest?.fromFork, true);
  const decision = canComment(ctx, { token: 't' });
  assert.equal(decision.ok, false);
  assert.equal(!decision.ok && decision.code, 'FORK');
  assert.match(!decision.ok ? decision.reason : '', /fork mallory\/api.*read-only token.*job summary.*workflow_run/);
});

test('a pull request whose fork was deleted counts as a fork', () => {
  const ctx = githubContext(runner('pull_request', prPayload(null)));
  assert.equal(ctx.pullRequest?.fromFork, true);
  assert.equal(canComment(ctx, { token: 't' }).ok, false);
});

test('pull_request_target runs with the base repository token, so a fork can be commented on', () => {
  const ctx = githubContext(runner('pull_request_target', prPayload('mallory/api')));
  assert.equal(ctx.pullRequest?.fromFork, true);
  assert.deepEqual(canComment(ctx, { token: 't' }), { ok: true, owner: 'acme', repo: 'api', issueNumber: 7 });
});

test('a push writes the summary only', () => {
  const ctx = githubContext(runner('push', { ref: 'refs/heads/main', repository: { name: 'api', owner: { login: 'acme' } } }));
  assert.equal(ctx.pullRequest, null);
  const decision = canComment(ctx, { token: 't' });
  assert.deepEqual(decision.ok ? null : [decision.code, decision.reason], ['NOT_A_PULL_REQUEST', 'this run is for push, not a pull request, so the report is in the job summary only']);
});

test('no token means no comment, whatever the event', () => {
  const ctx = githubContext(runner('pull_request', prPayload('acme/api')));
  for (const token of [undefined, null, '']) {
    const decision = canComment(ctx, { token });
    assert.equal(decision.ok ? null : decision.code, 'NO_TOKEN');
  }
});

test('workflow_run takes the pull request from the triggering run, or from an explicit number', () => {
  const payload = {
    workflow_run: {
      pull_requests: [{ number: 12, head: { sha: 'beef' } }],
      head_repository: { full_name: 'acme/api' }, repository: { full_name: 'acme/api' },
    },
  };
  const ctx = githubContext(runner('workflow_run', payload));
  assert.equal(ctx.pullRequest?.number, 12);
  assert.deepEqual(canComment(ctx, { token: 't' }), { ok: true, owner: 'acme', repo: 'api', issueNumber: 12 });
  // GitHub leaves pull_requests empty for forks; the comment-only mode passes the number it saved.
  const fork = githubContext(runner('workflow_run', { workflow_run: { pull_requests: [], head_repository: { full_name: 'm/api' } } }));
  assert.equal(fork.pullRequest, null);
  assert.equal(canComment(fork, { token: 't' }).ok, false);
  assert.deepEqual(canComment(fork, { token: 't', issueNumber: 13 }), { ok: true, owner: 'acme', repo: 'api', issueNumber: 13 });
});

test('a missing or broken payload is reported, not thrown', () => {
  const missing = githubContext({ GITHUB_EVENT_NAME: 'pull_request', GITHUB_REPOSITORY: 'acme/api' }, join(dir, 'nope.json'));
  assert.equal(missing.pullRequest, null);
  assert.match(missing.payloadProblem ?? '', /could not be read/);
  const decision = canComment(missing, { token: 't' });
  assert.match(decision.ok ? '' : decision.reason, /not a pull request \(the event payload .* could not be read/);
  const broken = githubContext(runner('pull_request', '{not json'));
  assert.match(broken.payloadProblem ?? '', /could not be read/);
  const array = githubContext(runner('pull_request', '[]'));
  assert.match(array.payloadProblem ?? '', /not a JSON object/);
});

test('outside Actions there is no repository, no event and the public API root', () => {
  const ctx = githubContext({});
  assert.deepEqual([ctx.eventName, ctx.repository, ctx.sha, ctx.pullRequest, ctx.runUrl, ctx.payloadProblem], [null, null, null, null, null, null]);
  assert.equal(ctx.apiUrl, 'https://api.github.com');
  assert.equal(canComment(ctx, { token: 't' }).ok ? null : (canComment(ctx, { token: 't' }) as { code: string }).code, 'NO_REPOSITORY');
  assert.equal(githubApiUrl({ GITHUB_API_URL: '  ' }), 'https://api.github.com');
});

test('the repository falls back to the payload when GITHUB_REPOSITORY is unset', () => {
  const env = runner('pull_request', prPayload('acme/api'));
  delete env.GITHUB_REPOSITORY;
  assert.deepEqual(githubContext(env).repository, { owner: 'acme', repo: 'api' });
});
