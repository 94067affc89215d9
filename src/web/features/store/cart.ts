import { useSyncExternalStore } from "react";
import type { CartLineInput } from "../../../shared/store";
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from "../../../shared/store-constants";

/** The cart lives in this browser only (localStorage), as variant ids and quantities; prices come from the server. */
const KEY = "church-store-cart";
const listeners = new Set<() => void>();
let cached: { raw: string | null; lines: CartLineInput[] } = { raw: null, lines: [] };

function parse(raw: string | null): CartLineInput[] {
  try {
    const value: unknown = raw ? JSON.parse(raw) : [];
    if (!Array.isArray(value)) return [];
    return value
      .filter((l): l is CartLineInput => typeof l?.variantId === "string" && Number.isInteger(l?.quantity) && l.quantity > 0)
      .map((l) => ({ variantId: l.variantId, quantity: Math.min(l.quantity, MAX_LINE_QUANTITY) }))
      .slice(0, MAX_CART_LINES);
  } catch {
    return [];
  }
}

function read(): CartLineInput[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(KEY);
  } catch {
    // Private mode without storage: the cart is empty.
  }
  if (raw !== cached.raw) cached = { raw, lines: parse(raw) };
  return cached.lines;
}

function write(lines: CartLineInput[]) {
  try {
    if (lines.length) window.localStorage.setItem(KEY, JSON.stringify(lines));
    else window.localStorage.removeItem(KEY);
  } catch {
    // Nothing to keep it in; the page still works for this visit.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === KEY && listener();
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export const cart = {
  lines: read,
  add(variantId: string, quantity: number) {
    const lines = read();
    const existing = lines.find((l) => l.variantId === variantId);
    write(
      existing
        ? lines.map((l) => (l.variantId === variantId ? { ...l, quantity: Math.min(l.quantity + quantity, MAX_LINE_QUANTITY) } : l))
        : [...lines, { variantId, quantity: Math.min(quantity, MAX_LINE_QUANTITY) }].slice(0, MAX_CART_LINES),
    );
  },
  setQuantity(variantId: string, quantity: number) {
    write(read().map((l) => (l.variantId === variantId ? { ...l, quantity: Math.max(1, Math.min(quantity, MAX_LINE_QUANTITY)) } : l)));
  },
  remove(variantId: string) {
    write(read().filter((l) => l.variantId !== variantId));
  },
  clear() {
    write([]);
  },
};

/** The server's (and hydration's) cart: none, the same array each time (React compares snapshots). */
const NO_LINES: CartLineInput[] = [];

export function useCart(): CartLineInput[] {
  return useSyncExternalStore(subscribe, read, () => NO_LINES);
}

export function useCartCount(): number {
  return useCart().reduce((sum, l) => sum + l.quantity, 0);
}
