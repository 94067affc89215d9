/**
 * The service worker's notifications (service-worker.ts writes these in): a push shows the church's notification,
 * and a click opens its page of this site (or the home page), in a window already open when there is one. Plain
 * JavaScript that runs in the browser; `isSameSitePath` is defined before it.
 */
export const PUSH_HANDLERS = `self.addEventListener("push", (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { title: event.data ? event.data.text() : "" };
  }
  event.waitUntil(
    self.registration.showNotification(data.title || "", {
      body: data.body || "",
      tag: data.tag,
      icon: "/icons/icon-192.png",
      badge: "/icons/icon-192.png",
      data: { url: isSameSitePath(data.url) ? data.url : "/" },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const asked = event.notification.data && event.notification.data.url;
  const target = new URL(isSameSitePath(asked) ? asked : "/", self.location.origin).href;
  event.waitUntil(
    (async () => {
      for (const client of await self.clients.matchAll({ type: "window", includeUncontrolled: true })) {
        if ("focus" in client) {
          await client.focus();
          if ("navigate" in client) await client.navigate(target);
          return;
        }
      }
      await self.clients.openWindow(target);
    })(),
  );
});
`;
