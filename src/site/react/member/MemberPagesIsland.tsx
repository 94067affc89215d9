import { Suspense } from "react";
import { Route, Routes, useLocation } from "react-router";
import { ErrorBoundary } from "../../../web/app/errors/ErrorBoundary";
import { PageErrorScreen } from "../../../web/app/errors/fallbacks";
import { MEMBER_ROUTES } from "../../../web/app/member-routes";
import { PageLoader } from "../../../web/app/PageLoader";
import { AuthDialogProvider } from "../../../web/features/auth/AuthDialogProvider";
import { type FrameProps, PageFrame } from "../PageFrame";

/** The member page of the address, with SPEC.md section 2's page error screen and "Loading page..." while it loads. */
function MemberPage() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary name="page" resetKey={pathname} fallback={(p) => <PageErrorScreen {...p} />}>
      <Suspense fallback={<PageLoader />}>
        <Routes>
          {MEMBER_ROUTES.map(({ path, Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
        </Routes>
      </Suspense>
    </ErrorBoundary>
  );
}

/**
 * A member page (settings, cart, orders, giving history, sign-in...): rendered in the browser only (`client:only`),
 * as it shows one visitor's own things, inside the public pages' frame, so the header and the player stay.
 */
export default function MemberPagesIsland(props: FrameProps) {
  return (
    <PageFrame {...props}>
      <AuthDialogProvider>
        <MemberPage />
      </AuthDialogProvider>
    </PageFrame>
  );
}
