// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { markdownTable } from 'markdown-table';
import { codeSpan, escapeText, LINK_BREAK, oneLine } from '../../../src/report/escape.js';
import { allNodes, parseGfm, tables, textOf } from '../../helpers/markdown.js';

const HOSTILE: readonly string[] = [
  '@octocat <img src=x> | x',
  '<script>alert(1)</script>',
  '<!-- llm-slo-gate:other -->',
  '**bold** _em_ ~~gone~~ `code`',
  '[click](https://evil.example) ![img](https://evil.example/x.png)',
  'pipe | in | cell \\| escaped',
  'trailing backslash \\',
  'math $x^2$ and $$y$$',
  'entity &amp; &lt;b&gt; &#64;octocat',
  'fixes #12 and org/repo#34, ping @org/team',
  'line one\nline two\r\n| a | b |\n|---|---|',
  '```\ncode fence\n```',
  'tab\tand\u0000nul and \u202Ereversed',
  '<https://autolink.example> <mailto:x@y.z>',
  'visit www.evil.example or HTTPS://EVIL.EXAMPLE now',
];

/** What a reader should see: the same text on one line, minus invisible characters. */
function visible(s: string): string {
  return oneLine(s, 10_000);
}

for (const input of HOSTILE) {
  test(`escaped text ${JSON.stringify(input)} renders as the same characters with no markup`, () => {
    const md = `Objective: ${escapeText(input, 10_000)} end.`;
    const root = parseGfm(md);
    const kinds = new Set(allNodes(root).map((n) => n.type));
    for (const kind of ['html', 'link', 'image', 'emphasis', 'strong', 'delete', 'inlineCode', 'code', 'table', 'heading', 'list']) {
      assert.ok(!kinds.has(kind as never), `produced a ${kind} node from ${md}`);
    }
    assert.equal(textOf(root).replaceAll(LINK_BREAK, ''), `Objective: ${visible(input)} end.`);
    assert.doesNotMatch(md, /(^|[^\\])\$/, 'an unescaped $ would start math on GitHub');
  });

  test(`escaped text ${JSON.stringify(input)} stays in its table cell`, () => {
    const md = markdownTable([['Objective', 'Concurrency'], [escapeText(input, 10_000), '8']]);
    const [table, ...rest] = tables(parseGfm(md));
    assert.equal(rest.length, 0);
    assert.deepEqual(table!.header, ['Objective', 'Concurrency']);
    assert.equal(table!.rows.length, 1);
    assert.deepEqual(table!.rows[0]!.map((c) => c.replaceAll(LINK_BREAK, '')), [visible(input), '8']);
  });

  test(`code span of ${JSON.stringify(input)} is one inline code node with the same text, in and out of tables`, () => {
    const inline = parseGfm(`URL ${codeSpan(input, { maxChars: 10_000 })} end`);
    const codes = allNodes(inline).filter((n) => n.type === 'inlineCode');
    assert.equal(codes.length, 1);
    assert.equal(textOf(codes[0]!), visible(input));
    const table = tables(parseGfm(markdownTable([['URL', 'n'], [codeSpan(input, { inTable: true, maxChars: 10_000 }), '1']])))[0]!;
    assert.deepEqual(table.rows[0], [visible(input), '1']);
  });
}

for (const input of ['# heading', '> quote', '- item', '+ item', '1. item', '2) item', '===', '---', '12']) {
  test(`escaped text ${JSON.stringify(input)} at the start of a list item opens no block`, () => {
    const root = parseGfm(`- ${escapeText(input)}`);
    const kinds = allNodes(root).map((n) => n.type);
    assert.deepEqual(kinds, ['root', 'list', 'listItem', 'paragraph', 'text']);
    assert.equal(textOf(root), input);
  });
}

test('mentions and issue references are broken so GitHub links neither', () => {
  const out = escapeText('hi @octocat, @org/team and #12 or repo#3; mail a@b.example');
  // GitHub links `@name` and `#123` only when the character after the sign is a word character.
  assert.doesNotMatch(out, /@[A-Za-z0-9]/);
  assert.doesNotMatch(out, /#\d/);
  assert.equal(out.replaceAll(LINK_BREAK, ''), 'hi @octocat, @org/team and #12 or repo#3; mail a@b.example');
});

test('long text is cut before escaping, so an escape sequence is never split', () => {
  const out = escapeText('|'.repeat(50), 10);
  assert.equal(out, `${'\\|'.repeat(9)}…`);
  assert.equal(oneLine('x'.repeat(20), 5), 'xxxx…');
  assert.equal(oneLine(`${'a'.repeat(3)}😀😀`, 5), 'aaa…', 'a surrogate pair is not cut in half');
});

test('an empty code span is an empty string, not a stray pair of backticks', () => {
  assert.equal(codeSpan('   '), '');
  assert.equal(codeSpan('`tick`'), '`` `tick` ``');
});
