import { useMutation, useQuery } from "@tanstack/react-query";
import type { ConnectInfo } from "../../../shared/connect";
import { apiGet, apiSend, retryUnlessClientError } from "../../lib/api";

export function useConnectInfo() {
  return useQuery({
    queryKey: ["connect", "info"],
    queryFn: ({ signal }) => apiGet<ConnectInfo>("/api/connect", signal),
    staleTime: 5 * 60_000,
    retry: retryUnlessClientError,
  });
}

export type ConnectFormPath = "visit" | "membership" | "class" | "meeting";

export function useSubmitConnectForm(path: ConnectFormPath) {
  return useMutation({ mutationFn: (body: unknown) => apiSend<{ ok: true }>("POST", `/api/connect/${path}`, body) });
}
