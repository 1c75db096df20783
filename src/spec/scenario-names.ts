/**
 * How a scenario's name becomes paths: its output folder and its default baseline file. Pure,
 * so the spec checks, the plan and the front ends all derive the same paths.
 */
import { posix } from 'node:path';

/**
 * The baseline file of scenario `name` when it names none itself: `-<name>` inserted before the
 * extension of the shared path, so `.github/llm-slo-baseline.json` becomes
 * `.github/llm-slo-baseline-chat.json`, and a path without an extension gets `-chat` at its end.
 */
export function scenarioBaselinePath(sharedPath: string, name: string): string {
  const dir = posix.dirname(sharedPath.replace(/\\/g, '/'));
  const base = posix.basename(sharedPath.replace(/\\/g, '/'));
  const dot = base.lastIndexOf('.');
  const file = dot > 0 ? `${base.slice(0, dot)}-${name}${base.slice(dot)}` : `${base}-${name}`;
  return dir === '.' && !sharedPath.startsWith('./') ? file : `${dir}/${file}`;
}

/** The folder of a scenario's files inside the output folder: its name. */
export function scenarioDir(name: string): string {
  return name;
}
