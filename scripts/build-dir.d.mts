// Types of build-dir.mjs, for the TypeScript configs that import it.
export declare const BUILD_DIR_ENV: "ETALAGE_BUILD_DIR";
export declare const SHOP_BUILD_DIR: "build";
export declare const TEST_BUILD_DIR: "build-test";
export declare const BENCH_BUILD_DIR: "build-bench";
export declare const PRODUCTION_BUILD_DIR: "build-production";
export declare const DEPLOY_CHECK_BUILD_DIR: "build-deploy-check";
export declare function buildDirectory(env?: Record<string, string | undefined>): string;
export declare function buildPaths(dir?: string): {
  dir: string;
  client: string;
  server: string;
  coreApi: string;
  serverConfig: string;
  coreApiConfig: string;
};
export declare function buildEnv(dir: string, env?: Record<string, string | undefined>): Record<string, string | undefined>;
