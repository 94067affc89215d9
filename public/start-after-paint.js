// Starts a drawn page's app once painted (src/server/http/prerender.ts).
(function () {
  var tag = document.currentScript;
  var app = tag && tag.getAttribute("data-app");
  if (!app) return;
  var preloads = (tag.getAttribute("data-preload") || "").split(" ");
  var started = false;
  function add(el) {
    el.crossOrigin = "";
    document.head.appendChild(el);
  }
  function preload(from) {
    preloads.slice(from, from + 3).forEach(function (href) {
      var l = document.createElement("link");
      l.rel = "modulepreload";
      l.href = href;
      if (href) add(l);
    });
    if (from + 3 < preloads.length) setTimeout(preload, 0, from + 3);
  }
  function start() {
    if (started) return;
    started = true;
    var s = document.createElement("script");
    s.type = "module";
    s.src = app;
    add(s);
    preload(0);
  }
  // After the next paint, or a second (a background tab never paints).
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 1000);
})();
