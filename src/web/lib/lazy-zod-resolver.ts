import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

/** A form's resolver whose zod, resolver and schema load on first use, or earlier through `preload`. */
type LazyZodResolver<Input extends FieldValues, Output extends FieldValues> = Resolver<Input, unknown, Output> & {
  /** Starts the download (when the visitor starts on the form), so sending it does not wait for it. */
  preload: () => void;
};

/**
 * A form's zod resolver that loads zod, its resolver and the form's schema when the form is first checked
 * (`load` imports the shared module), instead of with the page: a shared module's schemas are built when it is
 * imported, and building them cost a slow phone 100 to 170 ms in one piece during a page's hydration.
 */
export function lazyZodResolver<Input extends FieldValues, Output extends FieldValues>(
  load: () => Promise<z.ZodType<Output, Input>>,
): LazyZodResolver<Input, Output> {
  let resolver: Promise<Resolver<Input, unknown, Output>> | undefined;
  const loaded = () =>
    (resolver ??= Promise.all([import("@hookform/resolvers/zod"), load()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema as never) as unknown as Resolver<Input, unknown, Output>,
    ));
  const resolve: Resolver<Input, unknown, Output> = async (values, context, options) => (await loaded())(values, context, options);
  return Object.assign(resolve, { preload: () => void loaded() });
}
