import { isValidElement } from "react";
import { createRoutesFromElements, Navigate, type RouteObject } from "react-router";
import { PublicLayout } from "../../src/web/app/layouts/PublicLayout";
import { PAGE_ROUTES } from "../../src/web/app/router";

export interface RouterPage {
  /** The address as the router matches it: "/", "/events", "/events/:id/:date", "*". */
  path: string;
  /** A route that only sends the visitor elsewhere (<Navigate>). */
  redirect: boolean;
}

function flatten(routes: RouteObject[] | undefined, parent: string): RouterPage[] {
  return (routes ?? []).flatMap((route) => {
    const path = route.index ? parent || "/" : route.path === "*" ? "*" : `${parent.replace(/\/$/, "")}/${route.path ?? ""}`;
    const own = route.index || route.path ? [{ path, redirect: isValidElement(route.element) && route.element.type === Navigate }] : [];
    return [...own, ...flatten(route.children, route.path ? path : parent)];
  });
}

/** Every page of the public layout, read from the app's own router (src/web/app/router.tsx), so a page added later is in it. */
export function publicLayoutPages(): RouterPage[] {
  const tree = createRoutesFromElements(PAGE_ROUTES);
  const layout = tree.find((route) => isValidElement(route.element) && route.element.type === PublicLayout);
  if (!layout) throw new Error("the router has no public layout");
  return flatten(layout.children, "");
}

/** Every page of the app, public and admin, read from the app's own router; "*" stands for an unknown address. */
export function allPages(): RouterPage[] {
  return flatten(createRoutesFromElements(PAGE_ROUTES), "");
}
