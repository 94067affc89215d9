import { ImagePlus, Trash2 } from "lucide-react";
import { useFieldArray, useFormContext } from "react-hook-form";
import { toast } from "../../../lib/toast";
import { MAX_PRODUCT_IMAGES } from "../../../../shared/store";
import { BilingualField } from "../../../components/ui/BilingualField";
import { Button } from "../../../components/ui/Button";
import { useAdminErrorMessage, useAdminT } from "../../admin/useAdminT";
import { uploadProductImage } from "./api";
import type { ProductFormInput } from "./product-form-input";

/** The product's pictures in display order, each with its description in both languages; an upload adds one. */
export function ProductImages({ uploading, setUploading }: { uploading: boolean; setUploading: (uploading: boolean) => void }) {
  const { t } = useAdminT();
  const errorMessage = useAdminErrorMessage();
  const { control, register, getValues } = useFormContext<ProductFormInput>();
  const images = useFieldArray({ control, name: "images" });

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      const stored = await uploadProductImage(file);
      const name = getValues("name");
      images.append({ key: stored.key, url: stored.url, alt: { en: name.en, es: name.es } });
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setUploading(false);
    }
  };

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 font-bold">{t("storeAdmin.fields.images")}</legend>
      {images.fields.map((image, i) => (
        <div key={image.id} className="flex flex-wrap items-end gap-3">
          <img src={image.url} alt="" width={64} height={64} className="size-16 rounded-lg object-cover" />
          <div className="min-w-40 flex-1">
            <BilingualField
              en={{ label: t("storeAdmin.fields.alt.en"), field: register(`images.${i}.alt.en`) }}
              es={{ label: t("storeAdmin.fields.alt.es"), field: register(`images.${i}.alt.es`) }}
            />
          </div>
          <Button type="button" variant="outline" size="sm" onClick={() => images.remove(i)} aria-label={t("storeAdmin.removeImage", { n: i + 1 })}>
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        </div>
      ))}
      {images.fields.length < MAX_PRODUCT_IMAGES && (
        <label className="inline-flex w-fit cursor-pointer items-center gap-2 rounded-lg border border-slate-400 px-3 py-2 font-semibold has-[:focus-visible]:ring-2">
          <ImagePlus aria-hidden="true" className="size-4" />
          {uploading ? t("storeAdmin.uploading") : t("storeAdmin.addImage")}
          <input type="file" accept="image/jpeg,image/png,image/webp" className="sr-only" disabled={uploading} onChange={(e) => void upload(e.target.files?.[0])} />
        </label>
      )}
    </fieldset>
  );
}
