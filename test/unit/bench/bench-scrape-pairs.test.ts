// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
/**
 * The fidelity benchmark's cost of reading the server's metrics (FIDELITY_SCRAPE_MS), on plain
 * values: the option's parsing, each CLI client's `server_metrics`, the reads in a window, and a
 * read's CPU from the scraping and unscraped runs of the same round.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { runReads, scrapeCost, scrapeMs, scrapeSection, type PairRow } from '../../../bench/path/scrape-pairs.js';

describe('FIDELITY_SCRAPE_MS', () => {
  it('is off when unset and a whole number of ms within server_metrics.interval_ms\'s bounds otherwise', () => {
    assert.equal(scrapeMs(undefined), undefined);
    assert.equal(scrapeMs(''), undefined);
    assert.equal(scrapeMs('250'), 250);
    for (const bad of ['50', '2.5', 'often', '70000']) assert.throws(() => scrapeMs(bad), /FIDELITY_SCRAPE_MS/);
  });

  it('gives the scraping CLI the ground truth\'s /metrics and the unscraped one false', () => {
    assert.equal(scrapeSection('cli', 'http://127.0.0.1:4000/v1', 250), '{url: "http://127.0.0.1:4000/metrics", interval_ms: 250}');
    assert.equal(scrapeSection('unscraped', 'http://127.0.0.1:4000/v1', 250), 'false');
  });
});

describe('a read\'s cost', () => {
  it('counts the reads inside the window and its second half, a second', () => {
    const r = runReads([0, 500, 1500, 2500, 3500, 4500], 1000, 3000, 7);
    assert.deepEqual(r, { perS: 1, secondHalfPerS: 1, counted: 7 });
  });

  it('takes each round\'s CPU difference over the scraping run\'s reads a second', () => {
    const reads = { perS: 4, secondHalfPerS: 4, counted: 12 };
    const rows: PairRow[] = [
      { client: 'cli', round: 0, cpuMsPerS: 50, secondHalf: { cpuMsPerS: 50 }, reads },
      { client: 'unscraped', round: 0, cpuMsPerS: 46, secondHalf: { cpuMsPerS: 46 } },
      { client: 'cli', round: 1, cpuMsPerS: 52, secondHalf: { cpuMsPerS: 52 }, reads },
      { client: 'unscraped', round: 1, cpuMsPerS: 44, secondHalf: { cpuMsPerS: 44 } },
      { client: 'raw', round: 1, cpuMsPerS: 10, secondHalf: { cpuMsPerS: 10 } },
    ];
    const cost = scrapeCost(250, rows, []);
    // (50 − 46) ms/s over 4 reads/s = 1 ms a read; (52 − 44) / 4 = 2 ms.
    assert.deepEqual(cost.cpuUsPerReadEach, [1000, 2000]);
    assert.equal(cost.cpuUsPerRead, 1500);
    assert.equal(cost.readsPerS, 4);
    assert.equal(cost.readsCounted, 12);
    assert.equal(cost.steadyCpuUsPerRead, null);
  });
});
