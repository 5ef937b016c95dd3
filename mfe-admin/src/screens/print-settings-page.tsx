import { useEffect, useState, type FormEvent } from "react";
import {
  PRINT_PROVIDER_LABELS, type PrintProviderName, type PrintSettings, type PrintSettingsUpdate, type SecretHint, ZPrintSettingsUpdate,
} from "@studio/contracts";
import { Button, Checkbox, Input, Skeleton } from "@studio/design-system";
import { errorMessage, usePageTitle, useRouterLink, type FieldErrors } from "@studio/sdk";
import { PageHeader } from "../components/page-header.tsx";
import * as f from "../components/form.css.ts";
import { savePrintSettings, testPrintConnection, usePrintSettings, usePrintWebhooks } from "../lib/admin-print.ts";
import { useSave } from "../lib/use-save.ts";
import * as o from "../orders/orders.css.ts";
import * as s from "../print/print.css.ts";

interface Values {
  printful: { enabled: boolean; apiKey: string; baseUrl: string };
  gooten: { enabled: boolean; recipeId: string; partnerBillingKey: string; baseUrl: string };
}

const fromSettings = (settings: PrintSettings): Values => ({
  printful: { enabled: settings.printful.enabled, apiKey: "", baseUrl: settings.printful.baseUrl },
  gooten: { enabled: settings.gooten.enabled, recipeId: settings.gooten.recipeId, partnerBillingKey: "", baseUrl: settings.gooten.baseUrl },
});

/** An empty secret field keeps the stored secret: it is left out of the update. */
const secret = (typed: string) => (typed.trim() ? typed.trim() : undefined);

function secretNote(hint: SecretHint, what: string) {
  return hint.isSet
    ? `A ${what} ending in …${hint.last4 || "????"} is saved (encrypted). Leave the field empty to keep it.`
    : `No ${what} saved yet. It is stored encrypted and never shown again in full.`;
}

type TestState = { state: "idle" } | { state: "busy" } | { state: "ok"; text: string } | { state: "failed"; text: string };

/** Test connection: uses what is typed (or, for empty fields, what is saved) and shows the provider's answer. */
function ConnectionTest({ provider, typed }: { provider: PrintProviderName; typed: () => Record<string, string | undefined> }) {
  const [result, setResult] = useState<TestState>({ state: "idle" });
  const label = PRINT_PROVIDER_LABELS[provider];
  const run = async () => {
    setResult({ state: "busy" });
    try {
      const { accountName } = await testPrintConnection(provider, typed());
      setResult({ state: "ok", text: `Connected to ${label}: ${accountName}.` });
    } catch (err) {
      setResult({ state: "failed", text: errorMessage(err) });
    }
  };
  return (
    <div className={s.testRow}>
      <Button variant="secondary" size="sm" loading={result.state === "busy"} onClick={run}>Test connection</Button>
      <p role="status" className={result.state === "failed" ? s.testFailed : result.state === "ok" ? s.testOk : f.muted}>
        {result.state === "ok" || result.state === "failed" ? result.text : ""}
      </p>
    </div>
  );
}

function PrintSettingsForm({ settings }: { settings: PrintSettings }) {
  const [values, setValues] = useState(() => fromSettings(settings));
  useEffect(() => setValues(fromSettings(settings)), [settings]);
  const { errors, busy, submit } = useSave({
    schema: ZPrintSettingsUpdate,
    save: (update: PrintSettingsUpdate) => savePrintSettings(update),
    success: "Print settings saved",
  });
  const candidate = () => ({
    printful: { ...values.printful, apiKey: secret(values.printful.apiKey) },
    gooten: { ...values.gooten, partnerBillingKey: secret(values.gooten.partnerBillingKey) },
  });
  const save = (event: FormEvent) => {
    event.preventDefault();
    void submit(candidate());
  };
  const set = <P extends keyof Values>(provider: P, patch: Partial<Values[P]>) =>
    setValues((v) => ({ ...v, [provider]: { ...v[provider], ...patch } }));
  const err = (e: FieldErrors, key: string) => e[key];
  return (
    <form className={f.column} onSubmit={save} noValidate aria-label="Print providers">
      <section className={f.panel} aria-labelledby="printful-title">
        <h2 id="printful-title" className={f.panelTitle}>Printful</h2>
        <Checkbox label="Use Printful" checked={values.printful.enabled} onChange={(e) => set("printful", { enabled: e.target.checked })} />
        <Input label="API key (private token)" type="password" autoComplete="new-password" value={values.printful.apiKey}
          error={err(errors, "printful.apiKey")} aria-describedby="printful-key-note" onChange={(e) => set("printful", { apiKey: e.target.value })} />
        <p id="printful-key-note" className={f.muted}>{secretNote(settings.printful.apiKey, "key")}</p>
        <Input label="API address (optional)" placeholder="https://api.printful.com" value={values.printful.baseUrl}
          error={err(errors, "printful.baseUrl")} onChange={(e) => set("printful", { baseUrl: e.target.value })} />
        <ConnectionTest provider="printful" typed={() => ({ apiKey: secret(values.printful.apiKey), baseUrl: values.printful.baseUrl.trim() || undefined })} />
      </section>
      <section className={f.panel} aria-labelledby="gooten-title">
        <h2 id="gooten-title" className={f.panelTitle}>Gooten</h2>
        <Checkbox label="Use Gooten" checked={values.gooten.enabled} onChange={(e) => set("gooten", { enabled: e.target.checked })} />
        <div className={f.row}>
          <Input label="Recipe id" autoComplete="off" value={values.gooten.recipeId} error={err(errors, "gooten.recipeId")}
            onChange={(e) => set("gooten", { recipeId: e.target.value })} />
          <Input label="Partner billing key" type="password" autoComplete="new-password" value={values.gooten.partnerBillingKey}
            error={err(errors, "gooten.partnerBillingKey")} aria-describedby="gooten-key-note"
            onChange={(e) => set("gooten", { partnerBillingKey: e.target.value })} />
        </div>
        <p id="gooten-key-note" className={f.muted}>{secretNote(settings.gooten.partnerBillingKey, "partner billing key")}</p>
        <Input label="API address (optional)" placeholder="https://api.print.io/api/v/5/source/api" value={values.gooten.baseUrl}
          error={err(errors, "gooten.baseUrl")} onChange={(e) => set("gooten", { baseUrl: e.target.value })} />
        <ConnectionTest provider="gooten" typed={() => ({
          recipeId: values.gooten.recipeId.trim() || undefined, partnerBillingKey: secret(values.gooten.partnerBillingKey),
          baseUrl: values.gooten.baseUrl.trim() || undefined,
        })} />
      </section>
      <div className={f.formActions}>
        <Button type="submit" loading={busy}>Save print settings</Button>
      </div>
    </form>
  );
}

/** The webhook address of each provider, for its dashboard: shipments and tracking come back through it. */
function WebhookAddresses() {
  const { data, error } = usePrintWebhooks();
  return (
    <section className={f.panel} aria-labelledby="webhooks-title">
      <h2 id="webhooks-title" className={f.panelTitle}>Shipment updates</h2>
      <p className={f.muted}>
        Paid orders are sent to the provider automatically. So that a shipped order is marked shipped and the buyer gets
        the tracking number, paste these addresses into the provider's dashboard (Printful: Settings → Webhooks, event
        “Package shipped”; Gooten: Settings → Webhooks). Keep them private: each holds a secret.
      </p>
      {error && <p role="alert" className={f.sectionError}>The webhook addresses could not be loaded: {error.message}</p>}
      {data && (
        <>
          <Input label="Printful webhook address" readOnly value={data.printful} onFocus={(e) => e.currentTarget.select()} />
          <Input label="Gooten webhook address" readOnly value={data.gooten} onFocus={(e) => e.currentTarget.select()} />
        </>
      )}
    </section>
  );
}

/** /admin/printful-settings, /admin/api/print-settings, /admin/api/print-products: the print-on-demand providers' keys. */
export default function PrintSettingsPage() {
  usePageTitle("Print on demand settings");
  const { data, error, isLoading } = usePrintSettings();
  const browse = useRouterLink("/admin/dropshipping");
  return (
    <>
      <PageHeader title="Print on demand"
        intro={<>Printful and Gooten print and ship prints and merchandise for you. Save a provider's keys here, then <a {...browse}>browse its catalogue</a> to add products.</>} />
      {error && <p role="alert" className={o.empty}>The print settings could not be loaded: {error.message}</p>}
      {isLoading && <Skeleton variant="text" lines={8} />}
      {data && (
        <div className={f.column}>
          <PrintSettingsForm settings={data} />
          <WebhookAddresses />
        </div>
      )}
    </>
  );
}
