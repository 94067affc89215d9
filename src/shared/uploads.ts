/** Kinds of uploaded files the server accepts (checked by their first bytes, not their names). */
export const UPLOAD_KINDS = ["image", "pdf", "audio", "video"] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** Error codes of refused uploads, so the web can show its own text in both languages. */
export const UPLOAD_ERROR_CODES = {
  missing: "file_missing",
  tooLarge: "file_too_large",
  typeNotAllowed: "file_type_not_allowed",
  unreadable: "file_unreadable",
} as const;
