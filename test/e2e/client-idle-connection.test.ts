// @parallel: asserts no timing (the pause only has to be longer than undici's 4 s default; a late timer makes it longer), so it may run beside other test files (scripts/test.mjs).
/**
 * The client's idle connections, against a real loopback server: they outlive undici's 4 s
 * default keep-alive, so a level's connections are still there after a pause.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SHORT_REQUEST as REQUEST, WHOLE_ANSWER as ANSWER, rawServerClient as client, startRawServer } from '../helpers/raw-server.js';

test('an idle connection is still there after undici\'s 4 s default keep-alive', async () => {
  // A server that names no keep-alive limit of its own, as many gateways do.
  const server = await startRawServer((socket) => socket.write(ANSWER));
  const c = client(server.origin);
  try {
    await c.send(REQUEST, { id: 'before-pause' });
    await new Promise((resolve) => setTimeout(resolve, 4_600));
    const after = await c.send(REQUEST, { id: 'after-pause' });
    assert.equal(after.ok, true);
    assert.equal(after.stream?.connectMs, null, 'no reconnect after the pause');
    assert.equal(server.connections, 1);
  } finally {
    await c.close();
    await server.close();
  }
});
