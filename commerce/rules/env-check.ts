// The shared half of both Workers' environment checks (ADR 0043): the zod pieces their schemas are
// made of, and the once-per-isolate check with its one log line. Each Worker's own schema (which vars,
// secrets and bindings it needs) is in one file: app/server/env.server.ts, workers/core-api/environment.ts.
import { z } from "zod";
import { notForProduction, publicHttpsUrlProblem } from "./production-values";

/** How an operator sets a secret that is missing (shown in the refusal's log line). */
const putSecret = (name: string) => `wrangler secret put ${name} --env production`;

/**
 * A production secret: present, at least `min` characters, no placeholder or development value. With
 * `list`, a comma-separated list (a rotation: new,old), each held to the same rule.
 */
export const productionSecret = (name: string, { min = 32, list = false } = {}) =>
  z.string({ error: `missing (${putSecret(name)})` }).check((ctx) => {
    for (const part of list ? ctx.value.split(",").map((s) => s.trim()) : [ctx.value]) {
      const problem = part.length < min ? `shorter than ${min} characters` : notForProduction(part);
      if (problem) ctx.issues.push({ code: "custom", message: `${problem} (${putSecret(name)})`, input: ctx.value });
    }
  });

/** A production var: present, not empty, no placeholder or development value. */
export const productionVar = () =>
  z
    .string({ error: "missing" })
    .min(1, "empty")
    .check((ctx) => {
      const problem = notForProduction(ctx.value);
      if (problem) ctx.issues.push({ code: "custom", message: problem, input: ctx.value });
    });

/** A public https URL in production. */
export const productionUrl = () =>
  z.string({ error: "missing" }).check((ctx) => {
    const problem = publicHttpsUrlProblem(ctx.value);
    if (problem) ctx.issues.push({ code: "custom", message: problem, input: ctx.value });
  });

/** Must be empty (or absent) in production: e.g. the Auth emulator's host. */
export const emptyInProduction = (why: string) => z.literal("", { error: why }).optional();

/** A binding (service, D1, R2, Queue, rate limiter): an object the runtime puts in `env`. */
export const binding = (name: string) => z.custom<object>((value) => typeof value === "object" && value !== null, `binding ${name} missing`);

/** The problems of an environment, one text per field ("OPERATOR_KEY: missing (…)"); never a value. */
export function envProblems(schema: z.ZodType, env: unknown): string[] {
  const result = schema.safeParse(env);
  if (result.success) return [];
  return result.error.issues.map((issue) => `${issue.path.join(".") || "ENVIRONMENT"}: ${issue.message}`);
}

/**
 * The check of one Worker's environment, once per isolate (per env object: workerd gives every request
 * of an isolate the same one; a test that passes its own env is checked afresh). The answer: the
 * problems, empty when the Worker may serve.
 */
export function envChecker(schema: z.ZodType) {
  const checked = new WeakMap<object, string[]>();
  return (env: object): string[] => {
    let problems = checked.get(env);
    if (!problems) {
      problems = envProblems(schema, env);
      checked.set(env, problems);
    }
    return problems;
  };
}

/** The one log line of a refused request: JSON like every other log line, the problems, no values. */
export function logRefusedEnv(worker: string, environment: unknown, problems: string[]) {
  console.error(
    JSON.stringify({
      level: "error",
      worker,
      event: "env.refused",
      environment: typeof environment === "string" ? environment : null,
      message: `The ${worker} Worker does not serve: its environment is not complete for ${String(environment)} (see problems; README, Operating Etalage).`,
      problems,
      time: new Date().toISOString(),
    }),
  );
}
