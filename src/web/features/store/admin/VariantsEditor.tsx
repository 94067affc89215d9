import { Plus, Trash2 } from "lucide-react";
import { useFieldArray, useFormContext } from "react-hook-form";
import { BilingualField } from "../../../components/ui/BilingualField";
import { Button } from "../../../components/ui/Button";
import { Field } from "../../../components/ui/Field";
import { FormError } from "../../../components/ui/FormError";
import { useAdminT } from "../../admin/useAdminT";
import { useStoreFieldText } from "./field-text";
import type { ProductFormInput } from "./product-form-input";

/** The product's options (sizes, colours): a name in both languages, the stock, and a price of its own if any. */
export function VariantsEditor() {
  const { t } = useAdminT();
  const fieldText = useStoreFieldText();
  const { control, register, formState } = useFormContext<ProductFormInput>();
  // keyName: the variants carry an id of their own (the saved variant's), which the list's keys must not replace.
  const variants = useFieldArray({ control, name: "variants", keyName: "fieldKey" });
  const errors = formState.errors.variants;

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 font-bold">{t("storeAdmin.fields.variants")}</legend>
      <FormError message={fieldText(errors?.root?.message ?? errors?.message)} />
      {variants.fields.map((variant, i) => (
        <div key={variant.fieldKey} className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
          <div className="sm:col-span-3">
            <BilingualField
              en={{ label: t("storeAdmin.fields.variantName.en"), field: register(`variants.${i}.name.en`), error: fieldText(errors?.[i]?.name?.en?.message) }}
              es={{ label: t("storeAdmin.fields.variantName.es"), field: register(`variants.${i}.name.es`), error: fieldText(errors?.[i]?.name?.es?.message) }}
            />
          </div>
          <Field
            id={`variant-${i}-stock`}
            inputMode="numeric"
            label={t("storeAdmin.fields.stock")}
            error={fieldText(errors?.[i]?.stock?.message)}
            {...register(`variants.${i}.stock`)}
          />
          <Field
            id={`variant-${i}-price`}
            inputMode="decimal"
            label={t("storeAdmin.fields.variantPrice")}
            error={fieldText(errors?.[i]?.priceCents?.message)}
            {...register(`variants.${i}.priceCents`)}
          />
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="sm:mt-7"
            disabled={variants.fields.length === 1}
            onClick={() => variants.remove(i)}
            aria-label={t("storeAdmin.removeVariant", { n: i + 1 })}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        </div>
      ))}
      <Button type="button" variant="outline" size="sm" className="w-fit" onClick={() => variants.append({ name: { en: "", es: "" }, stock: "0", priceCents: "" })}>
        <Plus aria-hidden="true" className="size-4" />
        {t("storeAdmin.addVariant")}
      </Button>
    </fieldset>
  );
}
