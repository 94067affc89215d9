import { useEffect, useState } from "react";
import { useTranslation } from "../../../i18n/use-translation";
import { toast } from "../../../lib/toast";
import { PUSH_KINDS, type PushKind, type PushPreferences, type PushState } from "../../../../shared/push";
import { Button } from "../../../components/ui/Button";
import { apiGet, apiSend } from "../../../lib/api";
import { SettingsCard } from "./SettingsCard";
import { FormError } from "../../../components/ui/FormError";
import { useAccount } from "../../auth/account";
import { browserSubscription, pushOwner } from "../../auth/browser-session";
import { activeRegistration } from "../../../lib/service-worker";

function supported(): boolean {
  return typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

/** The VAPID public key as the bytes PushManager.subscribe wants. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + "=".repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, "+").replace(/_/g, "/");
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** /settings > Notifications: this device on or off (one click each way), and which kinds the member wants. */
export function NotificationsSection() {
  const { t } = useTranslation();
  const { user } = useAccount();
  // /settings is rendered in the browser only (never on the server), so the browser can be asked at once.
  const [support] = useState(() => (supported() ? "ready" : "unsupported"));
  const [state, setState] = useState<PushState>();
  const [endpoint, setEndpoint] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (support === "unsupported") return;
    const controller = new AbortController();
    void apiGet("/api/push", controller.signal)
      .then(async (loaded) => {
        setState(loaded);
        const sub = await browserSubscription();
        setEndpoint(sub && loaded.endpoints.includes(sub.endpoint) ? sub.endpoint : null);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [support]);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(undefined);
    try {
      await work();
    } catch {
      setError(Notification.permission === "denied" ? t("settings.notifications.blocked") : t("settings.notifications.failed"));
    } finally {
      setBusy(false);
    }
  };

  const turnOn = () =>
    void run(async () => {
      if (!state) return;
      const permission = await Notification.requestPermission();
      if (permission !== "granted") throw new Error(permission);
      const registration = await activeRegistration();
      const sub =
        (await registration.pushManager.getSubscription()) ??
        (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(state.publicKey) }));
      const saved = await apiSend("POST", "/api/push/subscriptions", sub.toJSON());
      // This browser's notifications are this member's: anyone else signed in here has them removed.
      if (user) pushOwner.set(user.id);
      setState({ ...state, endpoints: saved.endpoints });
      setEndpoint(sub.endpoint);
      toast.success(t("settings.notifications.turnedOn"));
    });

  const turnOff = () =>
    void run(async () => {
      if (!state || !endpoint) return;
      const saved = await apiSend("POST", "/api/push/unsubscribe", { endpoint });
      await (await browserSubscription())?.unsubscribe();
      pushOwner.clear();
      setState({ ...state, endpoints: saved.endpoints });
      setEndpoint(null);
      toast.success(t("settings.notifications.turnedOff"));
    });

  const choose = (kind: PushKind, on: boolean) =>
    void run(async () => {
      if (!state) return;
      const next: PushPreferences = { ...state.preferences, [kind]: on };
      setState({ ...state, preferences: next });
      const saved = await apiSend("PUT", "/api/push/preferences", next);
      setState((s) => (s ? { ...s, preferences: saved.preferences } : s));
      toast.success(t("settings.notifications.saved"));
    });

  const others = state ? state.endpoints.filter((e) => e !== endpoint).length : 0;
  return (
    <SettingsCard title={t("settings.notifications.title")}>
      <div className="space-y-4" data-testid="notifications-section">
        <p className="text-slate-700">{t("settings.notifications.intro")}</p>
        <FormError message={error} />
        {support === "unsupported" ? (
          <p className="text-slate-700">{t("settings.notifications.unsupported")}</p>
        ) : !state ? null : (
          <>
            <div className="flex flex-wrap items-center gap-3">
              <p className="font-semibold text-slate-800" role="status">
                {endpoint ? t("settings.notifications.on") : t("settings.notifications.off")}
              </p>
              {endpoint ? (
                <Button type="button" variant="outline" className="text-brand-800" onClick={turnOff} disabled={busy}>
                  {t("settings.notifications.disable")}
                </Button>
              ) : (
                <Button type="button" onClick={turnOn} disabled={busy}>
                  {t("settings.notifications.enable")}
                </Button>
              )}
            </div>
            {others > 0 && <p className="text-sm text-slate-600">{t("settings.notifications.otherDevices", { count: others })}</p>}
            <fieldset className="space-y-2">
              <legend className="font-semibold text-slate-800">{t("settings.notifications.choose")}</legend>
              {PUSH_KINDS.map((kind) => (
                <label key={kind} className="flex min-h-11 items-center gap-3 text-slate-800">
                  <input
                    type="checkbox"
                    className="size-5 shrink-0 accent-brand-800"
                    checked={state.preferences[kind]}
                    disabled={busy}
                    onChange={(event) => choose(kind, event.target.checked)}
                  />
                  <span>{t(`settings.notifications.kinds.${kind}`)}</span>
                </label>
              ))}
            </fieldset>
          </>
        )}
      </div>
    </SettingsCard>
  );
}
