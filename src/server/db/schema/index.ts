export * from "./gallery";
export * from "./site";
export * from "./outbox";
export * from "./bible";
export * from "./study";
export * from "./accounts";
export * from "./admin";
