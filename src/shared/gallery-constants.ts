/** SPEC.md section 7: the loader's default is 8; the home page asks for 4. */
export const GALLERY_DEFAULT_LIMIT = 8;
export const GALLERY_MAX_LIMIT = 50;
export const HOME_GALLERY_LIMIT = 4;

/** The /community grid: photos per "Load more" page. */
export const GALLERY_PAGE_SIZE = 24;
export const GALLERY_MAX_PAGE_SIZE = 48;

/** Uploads: the largest photo a phone or camera sends, and how many files one request may carry. */
export const GALLERY_MAX_FILE_BYTES = 15 * 1024 * 1024;
export const GALLERY_MAX_FILES_PER_REQUEST = 12;

/** Rendition sizes (longest side, px) and the thumbnail's byte budget. */
export const GALLERY_THUMB_SIZE = 400;
export const GALLERY_LARGE_SIZE = 1600;
export const GALLERY_THUMB_MAX_BYTES = 40 * 1024;

/** Why one file of an upload was refused; the admin page shows its own text for each in both languages. */
export const GALLERY_UPLOAD_FAILURES = ["file_too_large", "not_an_image", "file_unreadable", "image_too_big", "storage_failed"] as const;
export type GalleryUploadFailureCode = (typeof GALLERY_UPLOAD_FAILURES)[number];
