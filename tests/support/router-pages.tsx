import { Children, isValidElement, type ReactElement, type ReactNode } from "react";
import { createRoutesFromChildren, Navigate, type RouteObject, Routes } from "react-router";
import { PublicLayout } from "../../src/web/app/layouts/PublicLayout";
import { AppRoutes } from "../../src/web/app/router";

export interface RouterPage {
  /** The address as the router matches it: "/", "/events", "/events/:id/:date", "*". */
  path: string;
  /** A route that only sends the visitor elsewhere (<Navigate>). */
  redirect: boolean;
}

function findRoutes(node: ReactNode): ReactElement | undefined {
  let found: ReactElement | undefined;
  Children.forEach(node, (child) => {
    if (found || !isValidElement(child)) return;
    found = child.type === Routes ? child : findRoutes((child.props as { children?: ReactNode }).children);
  });
  return found;
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
  const routes = findRoutes(AppRoutes());
  if (!routes) throw new Error("the app's router has no <Routes>");
  const tree = createRoutesFromChildren((routes.props as { children: ReactNode }).children);
  const layout = tree.find((route) => isValidElement(route.element) && route.element.type === PublicLayout);
  if (!layout) throw new Error("the router has no public layout");
  return flatten(layout.children, "");
}
