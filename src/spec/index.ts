/** The spec file: its schema, loading and validation, and the plan resolved from it. */
export { loadSpecFile, parseSpec, checkSpecText, EXAMPLE_SPEC, type SpecCheck } from './load.js';
export { resolvePlan, parseConcurrencyList, parseIntegerFlag, parseSecondsFlag, OVERRIDE_FLAGS } from './plan.js';
export { specSchema, describeExpected, type SchemaNode } from './schema.js';
export { formatProblem, formatPath, type SpecProblem, type PathSegment } from './problem.js';
export { looksLikeSecret, containsSecret, baseUrlProblem, MAX_PROMPT_CHARS } from './checks.js';
export type { Spec, Plan, PlanOverrides } from './types.js';
