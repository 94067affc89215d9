import { Header } from "../../../web/components/layout/Header";
import { AuthDialogProvider } from "../../../web/features/auth/AuthDialogProvider";
import { type FrameProps, PageFrame } from "../PageFrame";

/** The site header: an island (menus, the language switch, the account menu). */
export default function HeaderIsland(props: FrameProps) {
  return (
    <PageFrame {...props}>
      <AuthDialogProvider>
        <Header />
      </AuthDialogProvider>
    </PageFrame>
  );
}
