// @parallel: asserts no timing; it reads the lock file and package.json only
/**
 * A clean `npm ci` on npm 11 prints no "install scripts not yet covered by allowScripts"
 * warning: every package in the lock file that has an install script is named in package.json's
 * `allowScripts`, approved or denied. npm 11 skips a dependency's install scripts unless they
 * are approved; esbuild's (`node install.js`) only checks the platform binary that its optional
 * dependency (@esbuild/linux-x64 and the like) already installs from the registry, so it is
 * denied: nothing downloads a binary at install time, and the build works the same.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';

interface LockPackage { hasInstallScript?: boolean }

test('every package with an install script is approved or denied in allowScripts', async () => {
  const lock = JSON.parse(await readFile('package-lock.json', 'utf8')) as { packages: Record<string, LockPackage> };
  const pkg = JSON.parse(await readFile('package.json', 'utf8')) as { allowScripts?: Record<string, boolean> };
  const allowed = pkg.allowScripts ?? {};
  const named = (name: string): boolean => Object.keys(allowed).some((k) => k === name || k.startsWith(`${name}@`));
  const withScripts = Object.entries(lock.packages)
    .filter(([path, p]) => path !== '' && p.hasInstallScript === true)
    .map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length));
  assert.ok(withScripts.length > 0, 'the lock names esbuild\'s install script: a lock without any would make this test pass for nothing');
  const uncovered = withScripts.filter((name) => !named(name));
  assert.deepEqual(uncovered, [], `npm ci would warn about these; run \`npm install-scripts approve|deny <name>\` after reviewing their scripts`);
  assert.equal(allowed.esbuild, false, 'esbuild\'s install script stays denied: it is not needed, and a later version might download');
});
