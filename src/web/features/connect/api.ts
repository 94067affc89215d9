import { useMutation, useQuery } from "@tanstack/react-query";
import { CARD_TOKEN_LENGTH } from "../../../shared/address-values";
import { apiGet, apiSend, retryUnlessClientError } from "../../lib/api";

/** The church's service times, service days and next class (GET /api/connect): the Astro pages read it on the server. */
export const CONNECT_INFO_KEY = ["connect", "info"] as const;

export function useConnectInfo() {
  return useQuery({
    queryKey: CONNECT_INFO_KEY,
    queryFn: ({ signal }) => apiGet("/api/connect", signal),
    staleTime: 5 * 60_000,
    retry: retryUnlessClientError,
  });
}

export type ConnectFormPath = "visit" | "membership" | "class" | "meeting";

export function useSubmitConnectForm(path: ConnectFormPath) {
  return useMutation({ mutationFn: (body: unknown) => apiSend("POST", `/api/connect/${path}`, body) });
}

/** The connection card a text's link opens; a token shorter than any we issue is not asked about. */
/** Whether a link's token can be a card's at all (a shortened or padded link is gone without asking). */
export function isCardToken(token: string): boolean {
  return token.length >= CARD_TOKEN_LENGTH.min && token.length <= CARD_TOKEN_LENGTH.max;
}

export function useConnectionCard(token: string) {
  return useQuery({
    queryKey: ["connect", "card", token],
    queryFn: ({ signal }) => apiGet(`/api/sms/card?t=${encodeURIComponent(token)}`, signal),
    enabled: isCardToken(token),
    retry: retryUnlessClientError,
    staleTime: Infinity,
  });
}

export function useSubmitConnectionCard() {
  return useMutation({ mutationFn: (body: unknown) => apiSend("POST", "/api/sms/card", body) });
}
