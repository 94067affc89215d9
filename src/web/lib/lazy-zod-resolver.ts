import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

/**
 * A form's zod resolver that loads zod, its resolver and the form's schema when the form is first checked
 * (`load` imports the shared module), instead of with the page: a shared module's schemas are built when it is
 * imported, and building them cost a slow phone 100 to 170 ms in one piece while a drawn page was taken over.
 * Call `load` when the visitor starts on the form (focus) so sending it does not wait for the download.
 */
export function lazyZodResolver<Input extends FieldValues, Output extends FieldValues>(
  load: () => Promise<z.ZodType<Output, Input>>,
): Resolver<Input, unknown, Output> {
  let resolver: Promise<Resolver<Input, unknown, Output>> | undefined;
  return async (values, context, options) => {
    resolver ??= Promise.all([import("@hookform/resolvers/zod"), load()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema as never) as unknown as Resolver<Input, unknown, Output>,
    );
    return (await resolver)(values, context, options);
  };
}
