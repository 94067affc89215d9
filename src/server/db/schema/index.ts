export * from "./gallery";
export * from "./site";
export * from "./outbox";
