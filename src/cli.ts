import { main } from './cli/main.js';
import { processIO } from './cli/io.js';

process.exitCode = await main(process.argv.slice(2), processIO());
