import { defineSharedFeature } from "../feature-manifest";

/** A member's reading plans, notes and highlights. */
export const myStudyFeature = defineSharedFeature({
  name: "my-study",
  pages: [
    {
      path: "/study/my",
      render: "browser",
      crumb: "myStudy",
      parent: "/study",
      private: true,
      nav: [{ menu: "account", order: 4, labelKey: "nav.account.study" }],
    },
  ],
  offlineReads: ["/api/my-study/"],
});
