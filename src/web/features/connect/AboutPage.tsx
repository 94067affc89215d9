import { FeatureIntroPage } from "../feature-intro/FeatureIntroPage";
import { MeetingRequestForm } from "./components/MeetingRequestForm";

/** /about: the page's introduction (its own content arrives later) and "Request a meeting with the pastor". */
export function AboutPage() {
  return (
    <>
      <FeatureIntroPage pageKey="about" />
      <div className="mx-auto max-w-4xl px-4 pb-14">
        <MeetingRequestForm source="about" />
      </div>
    </>
  );
}
