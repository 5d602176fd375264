export declare const HEADLESS_CHROMIUM_FLAGS: readonly string[];
