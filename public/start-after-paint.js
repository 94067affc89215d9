// A page the server drew is already on screen when this runs: the app's code, which only makes it work,
// is fetched once the page has painted, so on a slow phone connection the page's text and styles have the
// bandwidth to themselves first (src/server/http/prerender.ts writes the tag that loads this file).
(function () {
  var tag = document.currentScript;
  var app = tag && tag.getAttribute("data-app");
  if (!app) return;
  var preloads = (tag.getAttribute("data-preload") || "").split(" ");
  var started = false;
  function start() {
    if (started) return;
    started = true;
    for (var i = 0; i < preloads.length; i++) {
      if (!preloads[i]) continue;
      var link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = preloads[i];
      document.head.appendChild(link);
    }
    var script = document.createElement("script");
    script.type = "module";
    script.crossOrigin = "";
    script.src = app;
    document.head.appendChild(script);
  }
  // After the next paint; a tab opened in the background paints nothing, so a timer starts it there.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 1000);
})();
