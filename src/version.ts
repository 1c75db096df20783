import pkg from '../package.json' with { type: 'json' };

/** The tool's exact version, as published; shown in reports and written into results. */
export const TOOL_VERSION: string = pkg.version;
/** The tool's name, as published. */
export const TOOL_NAME = 'llm-slo-gate';
