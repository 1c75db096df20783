export * from './closed-loop.js';
export * from './sweep.js';
export * from './stop.js';
export * from './stop-report.js';
export * from './open-loop.js';
export * from './arrivals.js';
export * from './open-loop-level.js';
export * from './open-loop-stats.js';
