import type { z } from "zod";
import type { productForm } from "../../../../shared/store";

/** What the product editor's fields hold, before productForm turns typed prices and stock into numbers. */
export type ProductFormInput = z.input<typeof productForm>;
