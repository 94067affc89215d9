export * from "./gallery";
export * from "./site";
export * from "./outbox";
export * from "./bible";
export * from "./admin";
