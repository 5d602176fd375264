export declare const CHROMIUM: string;
export declare const HEADLESS_CHROMIUM_FLAGS: readonly string[];
