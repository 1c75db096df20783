// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
/**
 * action.yml, our workflows and every workflow example in the README and docs/ checked against GitHub's
 * schemas (workflows cannot run here), and the Action's declared inputs against the code.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { Input, Output } from '../../src/github/constants.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const validator = join(root, 'node_modules', '@action-validator', 'cli', 'cli.mjs');
const scratch = mkdtempSync(join(tmpdir(), 'llm-slo-gate-workflows-'));

/** Runs action-validator on a file; returns its verdict and report. */
function validate(path: string): { ok: boolean; report: string } {
  const res = spawnSync(process.execPath, [validator, path], { encoding: 'utf8' });
  return { ok: res.status === 0, report: `${res.stdout}${res.stderr}` };
}

test('action.yml is a valid action definition that runs dist/action.js on node24', () => {
  const text = readFileSync(join(root, 'action.yml'), 'utf8');
  const action = parse(text) as { runs: { using: string; main: string } };
  assert.equal(action.runs.using, 'node24');
  assert.equal(action.runs.main, 'dist/action.js');
  // The validator's bundled schema predates the node24 runtime, which GitHub accepts; every
  // other field is checked against it unchanged.
  const copy = join(scratch, 'action.yml');
  writeFileSync(copy, text.replace(/using:\s*node24/, 'using: node20'));
  const { ok, report } = validate(copy);
  assert.ok(ok, report);
});

test('action.yml declares exactly the inputs and outputs the code reads and sets', () => {
  const action = parse(readFileSync(join(root, 'action.yml'), 'utf8')) as { inputs: Record<string, unknown>; outputs: Record<string, unknown> };
  assert.deepEqual(Object.keys(action.inputs).sort(), Object.values(Input).sort());
  assert.deepEqual(Object.keys(action.outputs).sort(), Object.values(Output).sort());
});

const workflows = readdirSync(join(root, '.github', 'workflows')).filter((f) => /\.ya?ml$/.test(f));
test('the repository has workflows to check', () => assert.ok(workflows.length >= 2, workflows.join(', ')));
for (const file of workflows) {
  test(`workflow ${file} is valid`, () => {
    const { ok, report } = validate(join(root, '.github', 'workflows', file));
    assert.ok(ok, report);
  });
}

const docPages = ['README.md', ...readdirSync(join(root, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];
const docWorkflows = docPages.flatMap((page) => [...readFileSync(join(root, page), 'utf8').matchAll(/```yaml\n([\s\S]*?)```/g)]
  .map((m) => ({ page, block: m[1]! }))
  .filter(({ block }) => /^jobs:/m.test(block)));
const readmeWorkflows = docWorkflows.map(({ block }) => block);
test('the docs show the workflows they promise', () => {
  assert.ok(docWorkflows.length >= 5, `${docWorkflows.length} workflow examples`);
  assert.ok(docWorkflows.some(({ page }) => page === 'README.md'), 'the README shows a workflow');
});
docWorkflows.forEach(({ page, block }, i) => {
  const name = /^name:\s*(.+)$/m.exec(block)?.[1] ?? `example ${i + 1}`;
  test(`${page} workflow "${name}" is valid`, () => {
    const path = join(scratch, `readme-${i}.yml`);
    writeFileSync(path, block);
    const { ok, report } = validate(path);
    assert.ok(ok, report);
  });
});

test('the docs\' artifact baseline example uploads on main what its pull request job reads, with actions: read', () => {
  const block = readmeWorkflows.find((b) => b.includes(`${Input.BaselineArtifact}:`));
  assert.ok(block, 'an example uses baseline-artifact');
  type Step = { uses?: string; if?: string; with?: Record<string, unknown> };
  const wf = parse(block) as { on: Record<string, unknown>; permissions: Record<string, string>; jobs: Record<string, { steps: Step[] }> };
  assert.equal(wf.permissions.actions, 'read');
  assert.deepEqual((wf.on.push as { branches: string[] }).branches, ['main']);
  assert.ok('pull_request' in wf.on);
  const steps = Object.values(wf.jobs).flatMap((j) => j.steps);
  const gate = steps.find((s) => s.with?.[Input.BaselineArtifact] !== undefined);
  const upload = steps.find((s) => s.uses?.startsWith('actions/upload-artifact@'));
  assert.ok(gate && upload, 'both steps are there');
  assert.equal(upload.with?.name, gate.with?.[Input.BaselineArtifact], 'the artifact read is the artifact uploaded');
  const action = parse(readFileSync(join(root, 'action.yml'), 'utf8')) as { inputs: Record<string, { default?: string }> };
  assert.equal(String(upload.with?.path).replace(/\/$/, ''), action.inputs[Input.Out]!.default, 'the upload takes the Action\'s output folder');
  assert.match(upload.if ?? '', /github\.event_name == 'push'/);
});
