// @parallel: asserts no timing; pure code
/**
 * The policy for tests that need a real system server (test/helpers/real-servers.ts): absent and
 * LLM_SLO_GATE_REQUIRE_SERVERS unset, such a test is skipped with one line naming what is missing
 * and the command that installs it; absent and the variable set, it fails with that line; present,
 * it runs whatever the variable says.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { decide, needing, REQUIRE_SERVERS_ENV, serversRequired, type Requirement } from '../../helpers/real-servers.js';

const ABSENT: Requirement = { what: 'llama-server', missing: 'no llama-server built in /cache/llama.cpp/abc', install: 'build it with `npm run real-engine`' };
const PRESENT: Requirement = { ...ABSENT, missing: undefined };

/** What `needing` gives `test`, and what its body does when run. */
async function registered(requirement: Requirement | Requirement[], env: NodeJS.ProcessEnv) {
  let ran = false;
  const [options, fn] = needing(requirement, () => { ran = true; }, { env, timeout: 5000 });
  let thrown: unknown;
  if (options.skip === undefined) {
    try { await fn({} as never); } catch (err) { thrown = err; }
  }
  return { options, ran, thrown };
}

test('absent and the variable unset: skipped, with one line naming what is missing and the command that builds it', async () => {
  const d = decide(ABSENT, {});
  assert.deepEqual(d, { skip: 'needs llama-server, absent (no llama-server built in /cache/llama.cpp/abc): build it with `npm run real-engine`' });
  const r = await registered(ABSENT, {});
  assert.equal(r.options.skip, (d as { skip: string }).skip);
  assert.doesNotMatch(r.options.skip!, /\n/, 'one line');
  assert.equal(r.ran, false);
  for (const off of ['', '0', 'false', 'no', ' NO ']) {
    assert.ok('skip' in decide(ABSENT, { [REQUIRE_SERVERS_ENV]: off }), `${REQUIRE_SERVERS_ENV}=${JSON.stringify(off)} does not require servers`);
  }
});

test('absent and LLM_SLO_GATE_REQUIRE_SERVERS=1: a failure with the same facts, never a skip', async () => {
  const env = { [REQUIRE_SERVERS_ENV]: '1' };
  assert.equal(serversRequired(env), true);
  const d = decide(ABSENT, env);
  assert.deepEqual(d, { fail: 'llama-server is absent (no llama-server built in /cache/llama.cpp/abc), and LLM_SLO_GATE_REQUIRE_SERVERS=1 requires it: build it with `npm run real-engine`' });
  const r = await registered(ABSENT, env);
  assert.equal(r.options.skip, undefined, 'not skipped');
  assert.equal(r.options.timeout, 5000);
  assert.equal(r.ran, false, 'the test body does not run');
  assert.ok(r.thrown instanceof Error);
  assert.equal(r.thrown.message, (d as { fail: string }).fail);
  assert.ok('fail' in decide(ABSENT, { [REQUIRE_SERVERS_ENV]: 'true' }));
});

test('present: the test runs, whether or not servers are required', async () => {
  for (const env of [{}, { [REQUIRE_SERVERS_ENV]: '1' }]) {
    assert.deepEqual(decide(PRESENT, env), { run: true });
    const r = await registered(PRESENT, env);
    assert.equal(r.options.skip, undefined);
    assert.equal(r.ran, true);
    assert.equal(r.thrown, undefined);
  }
});

test('several requirements: the first absent one decides, and one required absence fails the test', async () => {
  const other: Requirement = { what: 'promtool', missing: 'not on PATH', install: '`apt-get install -y prometheus`' };
  const skipped = await registered([PRESENT, other, ABSENT], {});
  assert.equal(skipped.options.skip, 'needs promtool, absent (not on PATH): `apt-get install -y prometheus`');
  const failed = await registered([PRESENT, other], { [REQUIRE_SERVERS_ENV]: 'yes' });
  assert.match(String(failed.thrown), /promtool is absent \(not on PATH\), and LLM_SLO_GATE_REQUIRE_SERVERS=yes requires it/);
});

test('a test marked todo is one only where its server is there: absent, it is skipped or fails like any other', () => {
  const fn = (): void => {};
  assert.deepEqual(needing(PRESENT, fn, { env: {}, todo: 'known bug' })[0], { todo: 'known bug' });
  assert.deepEqual(needing(ABSENT, fn, { env: {}, todo: 'known bug' })[0], { skip: (decide(ABSENT, {}) as { skip: string }).skip });
  assert.deepEqual(needing(ABSENT, fn, { env: { [REQUIRE_SERVERS_ENV]: '1' }, todo: 'known bug' })[0], {}, 'a required absence fails, not as a todo');
});
