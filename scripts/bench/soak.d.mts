// Types of the pure parts of soak.mjs for the unit test (tests/unit/bench-budgets.test.ts).
export declare function seedStock(seedSql: string): Map<string, number>;
export declare function productLinks(html: string): string[];
