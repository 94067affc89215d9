import { useQuery } from "@tanstack/react-query";
import { apiGet } from "./api";

export function useSiteSettings() {
  return useQuery({
    queryKey: ["site"],
    queryFn: ({ signal }) => apiGet("/api/site", signal),
    staleTime: 60_000,
  });
}

