// Types of seed-statements.mjs, for the TypeScript configs that import it.
/** The demo seed as single statements (one per line in demo.sql), in the order that indexes each product once. */
export declare function seedStatements(root?: string): string[];
