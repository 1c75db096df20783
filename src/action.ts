import { actionMain } from './github/action-main.js';

await actionMain();
