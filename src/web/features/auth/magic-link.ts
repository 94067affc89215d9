import { AUTH_CALLBACK_PATH } from "../../../shared/account-constants";
import { apiSend } from "../../lib/api";

/** Asks for an emailed sign-in link that lands on /auth/callback (also when it fails). */
export function sendMagicLink(email: string) {
  return apiSend("POST", "/api/auth/sign-in/magic-link", {
    email,
    callbackURL: AUTH_CALLBACK_PATH,
    errorCallbackURL: AUTH_CALLBACK_PATH,
  });
}
