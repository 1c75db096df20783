// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
/**
 * No function in src/ is longer than 100 lines, so each one can be read at once. Every function
 * declaration, method, accessor, constructor, arrow function and function expression in
 * src/**\/*.ts is measured from the line its body opens to the line it closes, blank and comment
 * lines included; a nested function counts within its parent as well as on its own.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const MAX_LINES = 100;

interface FunctionLength { file: string; line: number; name: string; lines: number }

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The name a reader would search for: the declared name, or the variable, property or call it is given to. */
function functionName(node: ts.FunctionLikeDeclaration, source: ts.SourceFile): string {
  if (node.name) return node.name.getText(source);
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) return parent.name.getText(source);
  if (ts.isCallExpression(parent) || ts.isNewExpression(parent)) return `(function passed to ${parent.expression.getText(source).slice(0, 60)})`;
  return '(anonymous function)';
}

/** Every function-like node of one file with a body, and the lines from its body's first to its last. */
function functionLengths(path: string): FunctionLength[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: FunctionLength[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const fn = node as ts.FunctionLikeDeclaration;
      const body = fn.body!;
      const first = source.getLineAndCharacterOfPosition(body.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(body.getEnd()).line;
      const start = source.getLineAndCharacterOfPosition(fn.getStart(source)).line;
      found.push({ file: relative(root, path), line: start + 1, name: functionName(fn, source), lines: last - first + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const all = sourceFiles(join(root, 'src')).flatMap(functionLengths);

test(`no function in src/ is over ${MAX_LINES} lines`, () => {
  const long = all.filter((f) => f.lines > MAX_LINES).sort((a, b) => b.lines - a.lines);
  assert.deepEqual(long.map((f) => `${f.file}:${f.line} ${f.name}: ${f.lines} lines`), [],
    `split these along their steps into named functions of at most ${MAX_LINES} lines`);
});

test('the measure sees the functions of src/, arrow functions and methods included', () => {
  // A walk that found nothing, or only declarations, would pass the check above vacuously.
  assert.ok(all.length > 500, `${all.length} functions found`);
  assert.ok(all.some((f) => f.file === 'src/sim/server.ts' && f.name === 'startSimulator'));
  assert.ok(all.some((f) => f.name.startsWith('(function passed to')), 'callbacks are measured');
  assert.ok(all.some((f) => f.name === 'constructor'), 'constructors are measured');
});
