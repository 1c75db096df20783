/** Where users read about the spec's fields, named in hints. A module of its own so every spec module may import it without a cycle. */

/** Where every field of the spec and the values it takes are listed. */
export const SPEC_REFERENCE = 'the spec reference (README.md, "Every field", generated from src/spec/spec.schema.json)';
