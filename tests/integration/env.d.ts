/// <reference types="@cloudflare/vitest-plugin/types" />
declare namespace Cloudflare {
  interface Env {
    CORE_API_DB: D1Database;
    CORE_API_MEDIA: R2Bucket;
    TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
    TEST_SEED: string[];
  }
}
