import { useState } from "react";
import { FormError } from "../../../components/ui/FormError";
import { AdminTabs } from "../../admin/components/AdminTabs";
import { PageHeading } from "../../admin/components/PageHeading";
import { RequireScope } from "../../admin/components/RequireScope";
import { useAdminT } from "../../admin/useAdminT";
import { AlbumsTab } from "./AlbumsTab";
import type { Notice } from "./gallery-admin-parts";
import { PhotosTab } from "./PhotosTab";
import { UploadTab } from "./UploadTab";

export function GalleryAdminRoute() {
  return (
    <RequireScope scope="content:write">
      <GalleryAdminPage />
    </RequireScope>
  );
}

/** /admin/gallery: upload photos (several at once, with progress), edit or delete them, keep the albums. */
function GalleryAdminPage() {
  const { t } = useAdminT();
  const [notice, setNotice] = useState<Notice>(null);
  return (
    <section>
      <PageHeading title={t("galleryAdmin.title")}>{t("galleryAdmin.intro")}</PageHeading>
      <div className="mb-4">
        <FormError tone={notice?.tone ?? "success"} message={notice?.message ?? null} />
      </div>
      <AdminTabs
        label={t("galleryAdmin.title")}
        onValueChange={() => setNotice(null)}
        tabs={[
          { value: "upload", label: t("galleryAdmin.tabs.upload"), content: <UploadTab /> },
          { value: "photos", label: t("galleryAdmin.tabs.photos"), content: <PhotosTab onNotice={setNotice} /> },
          { value: "albums", label: t("galleryAdmin.tabs.albums"), content: <AlbumsTab onNotice={setNotice} /> },
        ]}
      />
    </section>
  );
}
