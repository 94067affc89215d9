export * from "./gallery";
export * from "./site";
