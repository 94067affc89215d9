// The two structured-data packages ship no types; these name what the tests use of them (the validator is its
// module's default export, whatever its README shows).
declare module "@marbec/web-auto-extractor" {
  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean; embedSource?: Array<"rdfa" | "microdata"> });
    parse(html: string): { jsonld: Record<string, unknown[]>; microdata: Record<string, unknown[]>; rdfa: Record<string, unknown[]> };
  }
}

declare module "@adobe/structured-data-validator" {
  export interface ValidationIssue {
    issueMessage: string;
    severity: "ERROR" | "WARNING";
    path?: unknown;
    errorType?: string;
    fieldName?: string;
  }
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    validate(extracted: unknown): Promise<ValidationIssue[]>;
  }
}
