export * from './closed-loop.js';
export * from './sweep.js';
