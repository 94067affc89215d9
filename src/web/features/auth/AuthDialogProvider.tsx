import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import { returnTo } from "./account";
import { withAccountStrings } from "./account-strings";
import type { AuthTab } from "./auth-tab";


interface AuthDialogApi {
  open: (tab?: AuthTab) => void;
}

const AuthDialogContext = createContext<AuthDialogApi>({ open: () => {} });

// The dialog, its forms and zod are their own chunk: fetched when someone opens it, never with the home page.
const SignInDialog = lazy(withAccountStrings(() => import("./SignInDialog").then((m) => ({ default: m.SignInDialog }))));

/** Opens the sign-in dialog from anywhere: the header, /auth, and any member feature a guest touches. */
export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const [state, setState] = useState<{ open: boolean; tab: AuthTab; mounted: boolean }>({ open: false, tab: "signin", mounted: false });
  const open = useCallback(
    (tab: AuthTab = "signin") => {
      if (!pathname.startsWith("/auth")) returnTo.remember(`${pathname}${search}`);
      setState({ open: true, tab, mounted: true });
    },
    [pathname, search],
  );
  const api = useMemo(() => ({ open }), [open]);
  return (
    <AuthDialogContext.Provider value={api}>
      {children}
      {state.mounted && (
        <Suspense fallback={null}>
          <SignInDialog
            open={state.open}
            tab={state.tab}
            onTabChange={(tab) => setState((s) => ({ ...s, tab }))}
            onOpenChange={(isOpen) => setState((s) => ({ ...s, open: isOpen }))}
          />
        </Suspense>
      )}
    </AuthDialogContext.Provider>
  );
}

export function useAuthDialog() {
  return useContext(AuthDialogContext);
}
