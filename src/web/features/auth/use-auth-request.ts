import { useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { authErrorMessage } from "./auth-errors";

/**
 * A member's form sending a request to the auth or account API: `send` clears the last refusal, runs the request
 * and what follows it, and keeps a refusal as `serverError`, in the reader's words (authErrorMessage).
 */
export function useAuthRequest(method: "email" | "phone" = "email") {
  const { t } = useTranslation();
  const [serverError, setServerError] = useState<string>();
  const send = async (request: () => Promise<void>): Promise<void> => {
    setServerError(undefined);
    try {
      await request();
    } catch (err) {
      setServerError(authErrorMessage(err, t, method));
    }
  };
  return { serverError, send };
}
