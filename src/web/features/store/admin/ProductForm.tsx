import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { toast } from "../../../lib/toast";
import type { z } from "zod";
import { type AdminProduct, productForm } from "../../../../shared/store";
import { BilingualField } from "../../../components/ui/BilingualField";
import { Button } from "../../../components/ui/Button";
import { Checkbox } from "../../../components/ui/Checkbox";
import { Field } from "../../../components/ui/Field";
import { FormError } from "../../../components/ui/FormError";
import { showServerErrors } from "../../../components/ui/form-errors";
import { useAdminErrorMessage, useAdminT } from "../../admin/useAdminT";
import { useSaveProduct } from "./api";
import { ProductImages } from "./ProductImages";
import { useStoreFieldText } from "./field-text";
import { VariantsEditor } from "./VariantsEditor";
import type { ProductFormInput } from "./product-form-input";

type Output = z.output<typeof productForm>;

const dollars = (cents: number | null) => (cents === null ? "" : (cents / 100).toFixed(2));

function formValues(product: AdminProduct | null): ProductFormInput {
  return {
    slug: product?.slug ?? "",
    name: product?.name ?? { en: "", es: "" },
    description: product?.description ?? { en: "", es: "" },
    priceCents: dollars(product?.priceCents ?? null),
    active: product?.active ?? true,
    images: product?.images.map((image) => ({ key: image.key, url: image.url, alt: { ...image.alt } })) ?? [],
    variants: product?.variants
      .filter((v) => v.active)
      .map((v) => ({ id: v.id, name: { ...v.name }, stock: String(v.stock), priceCents: dollars(v.ownPriceCents) })) ?? [
      { name: { en: "One size", es: "Talla única" }, stock: "0", priceCents: "" },
    ],
  };
}

/** The fields the server may name in a refused save, so that each message shows by its field. */
function formFields(variants: number): string[] {
  const rows = Array.from({ length: variants }, (_, i) => ["name.en", "name.es", "stock", "priceCents"].map((f) => `variants.${i}.${f}`));
  return ["slug", "name.en", "name.es", "description.en", "description.es", "priceCents", "variants", ...rows.flat()];
}

/** A new product or an edited one: names, prices, images and the options (sizes) with their stock. */
export function ProductForm({ product, onDone }: { product: AdminProduct | null; onDone: () => void }) {
  const { t } = useAdminT();
  const errorMessage = useAdminErrorMessage();
  const fieldText = useStoreFieldText();
  const save = useSaveProduct();
  const [uploading, setUploading] = useState(false);
  const form = useForm<ProductFormInput, unknown, Output>({ resolver: zodResolver(productForm), defaultValues: formValues(product) });
  const { register, handleSubmit, setError, formState } = form;
  const { errors } = formState;

  const submit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({
        id: product?.id,
        input: {
          ...values,
          sortOrder: product?.sortOrder ?? 0,
          images: values.images.map((image) => ({ key: image.key, alt: { en: image.alt.en || values.name.en, es: image.alt.es || values.name.es } })),
        },
      });
      toast.success(t("storeAdmin.saved"));
      onDone();
    } catch (err) {
      showServerErrors(setError, err, formFields(values.variants.length), errorMessage(err));
      // The form's own message in the admin's language rather than the server's English.
      setError("root", { message: errorMessage(err) });
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-5 rounded-xl border border-slate-200 bg-white p-4" data-testid="product-form">
        <h2 className="text-xl font-bold">{product ? t("storeAdmin.editTitle") : t("storeAdmin.newProduct")}</h2>
        <FormError message={errors.root?.message} />
        <BilingualField
          en={{ label: t("storeAdmin.fields.name.en"), field: register("name.en"), error: fieldText(errors.name?.en?.message) }}
          es={{ label: t("storeAdmin.fields.name.es"), field: register("name.es"), error: fieldText(errors.name?.es?.message) }}
        />
        <BilingualField
          multiline
          en={{ label: t("storeAdmin.fields.description.en"), field: register("description.en"), error: fieldText(errors.description?.en?.message) }}
          es={{ label: t("storeAdmin.fields.description.es"), field: register("description.es"), error: fieldText(errors.description?.es?.message) }}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="product-slug" label={t("storeAdmin.fields.slug")} autoComplete="off" error={fieldText(errors.slug?.message)} {...register("slug")} />
          <Field
            id="product-price"
            inputMode="decimal"
            placeholder="0.00"
            label={t("storeAdmin.fields.price")}
            error={fieldText(errors.priceCents?.message)}
            {...register("priceCents")}
          />
        </div>
        <Checkbox label={t("storeAdmin.fields.active")} {...register("active")} />
        <ProductImages uploading={uploading} setUploading={setUploading} />
        <VariantsEditor />
        <div className="flex gap-3">
          <Button type="submit" disabled={formState.isSubmitting || uploading}>
            {formState.isSubmitting ? t("storeAdmin.saving") : t("storeAdmin.save")}
          </Button>
          <Button type="button" variant="outline" onClick={onDone}>
            {t("common.cancel")}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

