/**
 * The raw-socket floor (`clients/raw-socket.ts`) in a process of its own, so it is measured from
 * outside exactly as the CLI is (`proc-cpu.ts`) and neither pays for the other's or the driver's
 * work. Argument 1: the LoadShape as JSON. Writes its traces as one JSON array on stdout.
 */
import { runRawClient } from '../clients/raw-socket.js';
import type { LoadShape } from '../clients/types.js';

// A shape written for a peer (PeerShape) has no `spreadMs`: its streams start together.
const shape = { spreadMs: 0, ...(JSON.parse(process.argv[2] ?? '{}') as Partial<LoadShape>) } as LoadShape;
const traces = await runRawClient(shape);
process.stdout.write(JSON.stringify(traces.map((t) => ({ id: t.id, ok: t.ok, sentMs: t.sentMs, contentMs: Array.from(t.contentMs) }))));
