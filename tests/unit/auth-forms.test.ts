import { describe, expect, it } from "vitest";
import { ForgotForm, GuestAccountForm, InviteForm, LOGIN_MESSAGES, LoginForm, newPasswordErrors, ResetForm, ShadowForm } from "~/forms/auth";
import { fieldErrors, htmlConstraints } from "~/forms/form";

// The sign-in pages' schemas (app/forms/auth.ts): what each form accepts, the messages a refused one
// shows, and the HTML constraints the inputs get from the same schema.

const TOKEN = "a".repeat(32);

describe("sign-in form schemas", () => {
  it("login: a valid e-mail and any password; each bad field says what it needs", () => {
    expect(LoginForm.safeParse({ email: "anna@noordzee.test", password: "x" }).success).toBe(true);
    const parsed = LoginForm.safeParse({ email: "not-an-email", password: "" });
    expect(parsed.success).toBe(false);
    expect(fieldErrors(parsed.error!, LOGIN_MESSAGES)).toEqual({ email: { key: "auth.errors.email" }, password: { key: "auth.errors.password" } });
  });

  it("forgot: only a valid e-mail", () => {
    expect(ForgotForm.safeParse({ email: "anna@noordzee.test" }).success).toBe(true);
    expect(ForgotForm.safeParse({ email: "anna" }).success).toBe(false);
  });

  it("a new password: at least 8 characters, typed twice the same", () => {
    expect(ResetForm.safeParse({ oobCode: "code", password: "Lang-genoeg-1", confirm: "Lang-genoeg-1" }).success).toBe(true);
    const short = ResetForm.safeParse({ oobCode: "code", password: "kort", confirm: "kort" });
    expect(newPasswordErrors(short.error!, "oobCode", "auth.errors.resetInvalid")).toEqual({
      errors: { password: { key: "auth.errors.newPassword" } },
      message: null,
    });
    const mismatch = InviteForm.safeParse({ token: TOKEN, password: "Lang-genoeg-1", confirm: "Lang-genoeg-2" });
    expect(newPasswordErrors(mismatch.error!, "token", "auth.errors.inviteInvalid")).toEqual({
      errors: { confirm: { key: "auth.errors.confirm" } },
      message: null,
    });
    const guest = GuestAccountForm.safeParse({ orderId: "O-1", password: "Lang-genoeg-1", confirm: "anders" });
    expect(newPasswordErrors(guest.error!).errors).toEqual({ confirm: { key: "auth.errors.confirm" } });
  });

  it("a bad link is one message for the whole form", () => {
    const parsed = InviteForm.safeParse({ token: "kort", password: "Lang-genoeg-1", confirm: "Lang-genoeg-1" });
    const { message } = newPasswordErrors(parsed.error!, "token", "auth.errors.inviteInvalid");
    expect(message).toEqual({ kind: "error", key: "auth.errors.inviteInvalid" });
    const reset = ResetForm.safeParse({ password: "Lang-genoeg-1", confirm: "Lang-genoeg-1" });
    expect(newPasswordErrors(reset.error!, "oobCode", "auth.errors.resetInvalid").message).toEqual({ kind: "error", key: "auth.errors.resetInvalid" });
  });

  it("shadow: a token of at most 2048 characters", () => {
    expect(ShadowForm.safeParse({ token: "t" }).success).toBe(true);
    expect(ShadowForm.safeParse({ token: "t".repeat(2049) }).success).toBe(false);
  });

  it("the inputs' HTML constraints come from the same schemas", () => {
    expect(htmlConstraints(LoginForm)).toMatchObject({ email: { required: true, maxLength: 254 }, password: { required: true, maxLength: 128 } });
    expect(htmlConstraints(ResetForm)).toMatchObject({
      password: { required: true, minLength: 8, maxLength: 128 },
      confirm: { required: true, maxLength: 128 },
    });
    expect(htmlConstraints(InviteForm).password).toEqual({ required: true, minLength: 8, maxLength: 128 });
  });
});
