// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
/**
 * No class in src/ has a static private method or accessor (`static #name()`). Node 24.22's V8,
 * running a module from its compile cache (NODE_COMPILE_CACHE, module.enableCompileCache, which
 * scripts/test.mjs turns on), failed the brand check of such a method called from an instance
 * method of the client's Exchange ("Receiver must be class #explainBody", once a SIGSEGV): every
 * test process after the first that loaded it, so only the second run of a file showed it. A
 * class that is not exported gets the same privacy from a plain static method.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** `file:line name` of every static private method or accessor in one source text. */
export function staticPrivateMethods(path: string, text: string): string[] {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isMethodDeclaration(node) || ts.isGetAccessorDeclaration(node) || ts.isSetAccessorDeclaration(node))
      && ts.isPrivateIdentifier(node.name)
      && node.modifiers?.some((m) => m.kind === ts.SyntaxKind.StaticKeyword)) {
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      found.push(`${relative(root, path)}:${line} ${node.name.text}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

test('finds a static private method or accessor, and passes a static public one and an instance private one', () => {
  const text = 'class A { static #a() {} static get #b() { return 1; } static c() {} #d() {} static #e = 1; }';
  assert.deepEqual(staticPrivateMethods(join(root, 'x.ts'), text).map((s) => s.split(' ')[1]), ['#a', '#b']);
});

test('no class in src/ has a static private method or accessor', () => {
  const found = sourceFiles(join(root, 'src')).flatMap((path) => staticPrivateMethods(path, readFileSync(path, 'utf8')));
  assert.deepEqual(found, [], `static private methods break under Node 24's compile cache; make them plain static methods of a class the module does not export:\n${found.join('\n')}`);
});
