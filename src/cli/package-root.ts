import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder holding this tool's package.json, found by walking up from the running file.
 * The bundle (dist/cli.js) and the compiled sources (build/src/cli/…) sit at different depths,
 * so a fixed relative path would be wrong for one of them.
 */
export function packageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, 'package.json');
    if (existsSync(candidate)) {
      try {
        if ((JSON.parse(readFileSync(candidate, 'utf8')) as { name?: string }).name === 'llm-slo-gate') return dir;
      } catch {
        // not ours; keep walking
      }
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error('llm-slo-gate: cannot find the package root (package.json) above ' + fileURLToPath(import.meta.url));
    dir = parent;
  }
}
