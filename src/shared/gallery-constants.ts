/** SPEC.md section 7: the loader's default is 8; the home page asks for 4. */
export const GALLERY_DEFAULT_LIMIT = 8;
export const GALLERY_MAX_LIMIT = 50;
export const HOME_GALLERY_LIMIT = 4;
