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
  // Once the first paint is on the screen: the browser reports it (a "paint" entry) when the frame is shown,
  // which can be well after the frame was drawn; scripts asked for in between compete with the text for the
  // connection. Where the browser has no paint entries, after the next frame. A background tab never paints:
  // a second at most.
  var observing = false;
  try {
    if (PerformanceObserver.supportedEntryTypes.indexOf("paint") >= 0) {
      new PerformanceObserver(function (list, observer) {
        if (list.getEntriesByName("first-contentful-paint").length === 0) return;
        observer.disconnect();
        setTimeout(start, 0);
      }).observe({ type: "paint", buffered: true });
      observing = true;
    }
  } catch {
    // no PerformanceObserver: the next frame below
  }
  if (!observing) {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  setTimeout(start, 1000);
})();
