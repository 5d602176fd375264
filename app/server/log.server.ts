/** Structured JSON logs: one line per event, always with the request id and tenant. */
export type Logger = {
  info(event: string, fields?: Record<string, unknown>): void;
  warn(event: string, fields?: Record<string, unknown>): void;
  error(event: string, fields?: Record<string, unknown>): void;
};

export function createLogger(base: Record<string, unknown>): Logger {
  const write = (level: string, event: string, fields?: Record<string, unknown>) => {
    const line = JSON.stringify({ level, event, ...base, ...fields, time: new Date().toISOString() });
    if (level === "error") console.error(line);
    else if (level === "warn") console.warn(line);
    else console.log(line);
  };
  return {
    info: (event, fields) => write("info", event, fields),
    warn: (event, fields) => write("warn", event, fields),
    error: (event, fields) => write("error", event, fields),
  };
}
