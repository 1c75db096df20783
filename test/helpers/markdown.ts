/**
 * Reading a report the way GitHub does: a GFM parser for the Markdown, and Mermaid's own parser
 * for the chart. Mermaid sanitises labels with DOMPurify, which needs a DOM, so a happy-dom
 * window is installed before Mermaid is first loaded; nothing is rendered.
 */
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import type { Nodes, Root, Table } from 'mdast';

/** Parses GitHub-flavoured Markdown into an mdast tree. */
export function parseGfm(markdown: string): Root {
  return fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
}

/** Every node of the tree, depth first. */
export function allNodes(node: Nodes): Nodes[] {
  const out: Nodes[] = [node];
  if ('children' in node) for (const child of node.children) out.push(...allNodes(child));
  return out;
}

/** The text a reader sees for a node (text, inline code and escapes resolved). */
export function textOf(node: Nodes): string {
  if (node.type === 'text' || node.type === 'inlineCode' || node.type === 'code' || node.type === 'html') return node.value;
  if ('children' in node) return node.children.map((c) => textOf(c)).join('');
  return '';
}

/** A parsed table as header cells and body rows of cell texts. */
export interface ParsedTable {
  header: string[];
  rows: string[][];
  node: Table;
}

/** Every table in the document, in order, its cells' no-break spaces read as spaces. */
export function tables(root: Root): ParsedTable[] {
  return allNodes(root)
    .filter((n): n is Table => n.type === 'table')
    .map((t) => {
      // Numbers keep their units with no-break spaces (1 500 ms); a reader sees spaces, and so do the assertions.
      const [head, ...body] = t.children.map((row) => row.children.map((cell) => textOf(cell).replaceAll('\u00a0', ' ')));
      return { header: head ?? [], rows: body, node: t };
    });
}

/** The heading texts of a document, in order. */
export function headings(root: Root): string[] {
  return allNodes(root).filter((n) => n.type === 'heading').map((n) => textOf(n));
}

/** What Mermaid's xychart parser stored for a chart. */
export interface XyChartData {
  title: string;
  xAxis: { type: string; title: string; categories?: string[] };
  yAxis: { type: string; title: string; min?: number; max?: number };
  plots: { type: 'bar' | 'line'; data: [string, number][] }[];
}

interface MermaidApi {
  parse(text: string): Promise<unknown>;
  mermaidAPI: { getDiagramFromText(text: string): Promise<{ type: string; db: { getXYChartData?: () => XyChartData; getDiagramTitle?: () => string } }> };
}

let mermaidPromise: Promise<MermaidApi> | undefined;

async function loadMermaid(): Promise<MermaidApi> {
  const { Window } = await import('happy-dom');
  const g = globalThis as Record<string, unknown>;
  if (!g.window) g.window = new Window();
  const mod = (await import('mermaid')) as unknown as { default: MermaidApi };
  return mod.default;
}

/**
 * Parses a Mermaid xychart with Mermaid's own grammar and returns what it understood; rejects
 * with Mermaid's parse error when the text is not valid.
 */
export async function parseXyChart(source: string): Promise<XyChartData> {
  mermaidPromise ??= loadMermaid();
  const mermaid = await mermaidPromise;
  // parse() registers the diagram types and validates; the diagram then exposes its database.
  await mermaid.parse(source);
  const diagram = await mermaid.mermaidAPI.getDiagramFromText(source);
  if (diagram.type !== 'xychart' || !diagram.db.getXYChartData) throw new Error(`not an xychart: ${diagram.type}`);
  return { ...diagram.db.getXYChartData(), title: diagram.db.getDiagramTitle?.() ?? '' };
}
