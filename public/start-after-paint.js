// Starts the app of a page the server drew, once it has painted (src/server/http/prerender.ts).
(function () {
  var tag = document.currentScript;
  var app = tag && tag.getAttribute("data-app");
  if (!app) return;
  var preloads = (tag.getAttribute("data-preload") || "").split(" ");
  var started = false;
  function add(element) {
    element.crossOrigin = "";
    document.head.appendChild(element);
  }
  function start() {
    if (started) return;
    started = true;
    preloads.forEach(function (href) {
      if (!href) return;
      var link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      add(link);
    });
    var script = document.createElement("script");
    script.type = "module";
    script.src = app;
    add(script);
  }
  // After the next paint; a background tab paints nothing, so a timer starts it there.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 1000);
})();
