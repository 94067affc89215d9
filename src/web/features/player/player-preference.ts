import { MUSIC_PROVIDERS, type MusicProvider } from "../../../shared/site-constants";

export const PLAYER_STORAGE_KEY = "themeSongPlayer";

interface PlayerPreference {
  open: boolean;
  provider: MusicProvider;
}

export const DEFAULT_PREFERENCE: PlayerPreference = { open: false, provider: "spotify" };

/** Reads the saved preference, falling back to the default for anything missing or malformed. */
export function readPlayerPreference(storage: Pick<Storage, "getItem">): PlayerPreference {
  try {
    const raw = storage.getItem(PLAYER_STORAGE_KEY);
    if (!raw) return DEFAULT_PREFERENCE;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== "object" || parsed === null) return DEFAULT_PREFERENCE;
    const { open, provider } = parsed as Record<string, unknown>;
    return {
      open: typeof open === "boolean" ? open : DEFAULT_PREFERENCE.open,
      provider: MUSIC_PROVIDERS.includes(provider as MusicProvider) ? (provider as MusicProvider) : DEFAULT_PREFERENCE.provider,
    };
  } catch {
    return DEFAULT_PREFERENCE;
  }
}

export function savePlayerPreference(storage: Pick<Storage, "setItem">, preference: PlayerPreference): void {
  try {
    storage.setItem(PLAYER_STORAGE_KEY, JSON.stringify(preference));
  } catch {
    // Private browsing can refuse storage; the player still works for this visit.
  }
}
