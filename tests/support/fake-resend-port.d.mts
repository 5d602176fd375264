export declare const FAKE_RESEND_API_KEY: string;
export declare function fakeResendPort(env?: Record<string, string | undefined>): number;
