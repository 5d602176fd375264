// Types of the parts of bytes.mjs that TypeScript code uses (the JS budget test).

/** React Router's build manifest (window.__reactRouterManifest), as far as the JS budget reads it. */
export type BuildManifest = {
  entry: { module: string; imports: string[]; css?: string[] };
  routes: Record<
    string,
    {
      id: string;
      parentId?: string;
      path?: string;
      index?: boolean;
      module: string;
      imports?: string[];
      css?: string[];
      clientActionModule?: string;
      clientLoaderModule?: string;
      clientMiddlewareModule?: string;
      hydrateFallbackModule?: string;
    }
  >;
};

export declare function readBuildManifest(clientDir?: string): { file: string; manifest: BuildManifest } | null;
export declare function manifestSet(manifest: BuildManifest, routeIds: readonly string[]): { js: Set<string>; css: Set<string>; missingRoutes: string[] };
