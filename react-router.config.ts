import type { Config } from "@react-router/dev/config";

// v8: middleware and the Vite Environment API are always on. SSR everywhere: the shop must work
// without JavaScript.
export default { ssr: true } satisfies Config;
