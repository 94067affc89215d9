import { AuthDialogProvider } from "../../../web/features/auth/AuthDialogProvider";
import { GiveChoices } from "../../../web/features/giving/GivePage";
import { type FrameProps, PageFrame } from "../PageFrame";

/**
 * /give's form (amount, fund, frequency, fee, donor, checkout) with the notes above it: an island, used at once.
 * A guest choosing a recurring gift is offered the sign-in dialog, which this island opens itself.
 */
export default function GiveFormIsland(props: FrameProps) {
  return (
    <PageFrame {...props}>
      <AuthDialogProvider>
        <GiveChoices />
      </AuthDialogProvider>
    </PageFrame>
  );
}
