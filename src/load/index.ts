export * from './closed-loop.js';
export * from './sweep.js';
export * from './stop.js';
export * from './stop-report.js';
