/**
 * The simulator in a child process, so that a test measuring the client's memory, sockets and
 * file descriptors counts the client's alone.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import type { SimConfigInput } from '../../src/sim/index.js';

/** What the simulator saw, reported when it stops. */
export interface SimStats {
  /** Chat requests answered or abandoned (one write-log entry each). */
  requests: number;
  /** Of those, answers that finished. */
  completed: number;
  /** Most sequences in one decode step: how many streams were being generated at once. */
  peakBatch: number;
  /**
   * With `spans: true`: each request's [headers written, response ended] in the machine's
   * monotonic milliseconds, which every process on the machine shares, so two simulators' spans
   * can be compared. Absent otherwise.
   */
  spans?: Array<[number, number]>;
}

export interface SimProcess {
  /** Base URL with `/v1`. */
  url: string;
  /** Closes the simulator and returns its counts. */
  stop(): Promise<SimStats>;
}

const SCRIPT = `
const { startSimulator } = await import(process.env.SIM_MODULE);
let requests = 0, completed = 0, peakBatch = 0;
const spans = process.env.SIM_SPANS === '1' ? [] : undefined;
const sim = await startSimulator(JSON.parse(process.env.SIM_CONFIG), {
  writeLog: (e) => { requests++; if (e.completed) completed++; spans?.push([e.headers_ms, e.end_ms]); },
  onStep: (s) => { if (s.kind === 'decode' && s.batchSize > peakBatch) peakBatch = s.batchSize; },
});
process.stdout.write(JSON.stringify({ url: sim.url }) + '\\n');
process.stdin.once('data', async () => {
  await sim.close();
  process.stdout.write(JSON.stringify({ requests, completed, peakBatch, spans }) + '\\n');
  process.exit(0);
});
`;

/** Starts the simulator with `config` in a child process on a free loopback port. */
export async function startSimProcess(config: SimConfigInput, options: { spans?: boolean } = {}): Promise<SimProcess> {
  const child: ChildProcessWithoutNullStreams = spawn(process.execPath, ['--input-type=module', '-e', SCRIPT], {
    env: {
      ...process.env,
      SIM_MODULE: new URL('../../src/sim/index.js', import.meta.url).href,
      SIM_CONFIG: JSON.stringify(config),
      SIM_SPANS: options.spans === true ? '1' : '0',
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  let waiting: (() => void) | undefined;
  let buffer = '';
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  child.stdout.on('data', (d: Buffer) => {
    buffer += d.toString();
    let cut: number;
    while ((cut = buffer.indexOf('\n')) >= 0) {
      lines.push(buffer.slice(0, cut));
      buffer = buffer.slice(cut + 1);
      waiting?.();
    }
  });
  // 'close', not 'exit': a child's exit can be seen before the last of its stdout is read (the
  // stats line written just before process.exit), and that line would be taken for missing.
  let closed = false;
  child.once('close', () => {
    closed = true;
    waiting?.();
  });
  const nextLine = (): Promise<string> => new Promise((resolve, reject) => {
    const check = (): void => {
      if (lines.length > 0) resolve(lines.shift()!);
      else if (closed) reject(new Error(`simulator process exited: ${stderr}`));
      else waiting = check;
    };
    check();
  });
  const { url } = JSON.parse(await nextLine()) as { url: string };
  return {
    url,
    stop: async () => {
      child.stdin.write('stop\n');
      const stats = JSON.parse(await nextLine()) as SimStats;
      if (!closed) await new Promise((resolve) => child.once('close', resolve));
      return stats;
    },
  };
}
