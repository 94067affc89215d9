// hls.js ships types for its full build only; the light build has the same API minus DRM and subtitles.
declare module "hls.js/light" {
  export { default } from "hls.js";
}
