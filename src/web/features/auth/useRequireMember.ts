import { useCallback } from "react";
import { useAccount } from "./account";
import { useAuthDialog } from "./AuthDialogProvider";

/**
 * SPEC.md section 6: a guest who touches a member feature (prayer request, RSVP, study group...) is asked to
 * sign in. Wrap the feature's action: members run it, everyone else gets the sign-in dialog.
 */
export function useRequireMember() {
  const { user } = useAccount();
  const { open } = useAuthDialog();
  return useCallback(
    (action: () => void) => {
      if (user) action();
      else open("signin");
    },
    [user, open],
  );
}
