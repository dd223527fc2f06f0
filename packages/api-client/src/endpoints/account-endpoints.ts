import {
  accountParamsSchema,
  doneAnswerSchema,
  logoutBodySchema,
  otpSentAnswerSchema,
  profileAnswerSchema,
  registerBodySchema,
  registerWhatsappBodySchema,
  resendOtpQuerySchema,
  sendOtpBodySchema,
  signedInAnswerSchema,
  updateProfileBodySchema,
  verifyOtpAnswerSchema,
  verifyOtpBodySchema,
} from "../contract/accounts.js";
import { orderPhoneProofAnswerSchema } from "../contract/order-phone.js";
import { endpoint } from "./endpoint.js";

/** One sign-in with a code, under each of the spec's names for it. */
const signIn = <const Path extends string>(path: Path, summary: string) =>
  endpoint({
    method: "POST",
    path,
    summary,
    access: "public",
    body: verifyOtpBodySchema,
    answer: verifyOtpAnswerSchema,
  });

/** Deleting the account: the spec names a GET; a POST does the same for clients that never change state with GET. */
const deleteAccount = <const Method extends "GET" | "POST">(method: Method) =>
  endpoint({
    method,
    path: "/webapp/account/delete/{id}",
    summary: "Deletes the customer's own account; past orders stay, without personal data",
    access: "customer",
    token: "required",
    params: accountParamsSchema,
    answer: doneAnswerSchema,
  });

/** One-time codes, signing in, the account and its phones (ADR 025). */
export const accountEndpoints = {
  sendOtp: endpoint({
    method: "POST",
    path: "/send-otp",
    summary:
      "Sends a one-time code (sign-in; verify_phone with the token); the same answer for every phone",
    access: "public",
    token: "optional",
    body: sendOtpBodySchema,
    answer: otpSentAnswerSchema,
  }),
  registerWhatsapp: endpoint({
    method: "POST",
    path: "/webapp/register-whatsapp",
    summary: "Sends the sign-in code by WhatsApp",
    access: "public",
    body: registerWhatsappBodySchema,
    answer: otpSentAnswerSchema,
  }),
  resendOtp: endpoint({
    method: "GET",
    path: "/webapp/resend-otp",
    summary: "A new code for a challenge once its resend timer has run",
    access: "public",
    token: "optional",
    query: resendOtpQuerySchema,
    answer: otpSentAnswerSchema,
  }),
  verifyOtp: signIn(
    "/verify-otp",
    "Signs in with a code: a token, or a registration ticket for a new phone",
  ),
  login: signIn("/webapp/login", "The same sign-in: the credentials are a challenge and its code"),
  verify: signIn("/webapp/verify", "The same sign-in"),
  verifyByWhatsapp: signIn(
    "/webapp/verify-by-whatsapp",
    "The same sign-in, for a code sent by WhatsApp",
  ),
  register: endpoint({
    method: "POST",
    path: "/webapp/register",
    summary: "Creates the account of the phone a registration ticket proved, signed in",
    access: "public",
    body: registerBodySchema,
    answer: signedInAnswerSchema,
    status: 201,
  }),
  verifyOrderPhone: endpoint({
    method: "POST",
    path: "/webapp/verify-order-phone",
    summary: "A guest's order_phone code: the phone's proof for placing orders (ADR 038)",
    access: "public",
    body: verifyOtpBodySchema,
    answer: orderPhoneProofAnswerSchema,
  }),
  verifyPhone: endpoint({
    method: "POST",
    path: "/webapp/verify-phone",
    summary: "Adds the phone of a verify_phone code to the signed-in customer",
    access: "customer",
    token: "required",
    body: verifyOtpBodySchema,
    answer: profileAnswerSchema,
  }),
  getProfile: endpoint({
    method: "GET",
    path: "/webapp/profile/{id}",
    summary: "The signed-in customer's own profile (another id is 404)",
    access: "customer",
    token: "required",
    params: accountParamsSchema,
    answer: profileAnswerSchema,
  }),
  updateProfile: endpoint({
    method: "POST",
    path: "/webapp/update-profile",
    summary: "Changes the customer's name, email or sign-in phone (one they verified)",
    access: "customer",
    token: "required",
    body: updateProfileBodySchema,
    answer: profileAnswerSchema,
  }),
  deleteAccount: deleteAccount("GET"),
  deleteAccountByPost: deleteAccount("POST"),
  logout: endpoint({
    method: "POST",
    path: "/webapp/logout",
    summary: "Revokes the token",
    access: "customer",
    token: "optional",
    body: logoutBodySchema,
    answer: doneAnswerSchema,
  }),
};
