import { useState, type ChangeEvent } from "react";
import { DATA_IMPORT_MAX_BYTES, type DataImportCounts } from "@studio/contracts";
import { Button, ButtonLink, Dialog } from "@studio/design-system";
import { errorMessage, usePageTitle } from "@studio/sdk";
import { PageHeader } from "../components/page-header.tsx";
import * as f from "../components/form.css.ts";
import { CSV_TABLES, EXPORT_JSON_PATH, exportCsvPath, importBackup } from "../lib/admin-backup.ts";
import * as s from "./data-page.css.ts";

const LABELS: Record<keyof DataImportCounts, string> = {
  settings: "Settings", images: "Image records", artworks: "Artworks", originalTypes: "Original types", merchandiseTypes: "Merchandise types",
  products: "Products", productVariants: "Product variants", shippingZones: "Shipping zones", commissionCategories: "Commission categories",
  commissionSubcategories: "Commission subcategories", emailTemplates: "Email templates", contactMessages: "Contact messages",
  commissionRequests: "Commission requests", replies: "Replies", subscribers: "Subscribers", newsletters: "Newsletters", orders: "Orders",
  orderItems: "Order lines",
};

/** The file's text (FileReader: every browser, and the test environment, has it). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error("The file could not be read."));
    reader.readAsText(file);
  });
}

type ImportState =
  | { step: "idle" }
  | { step: "importing" }
  | { step: "done"; counts: DataImportCounts }
  | { step: "failed"; message: string };

function ImportBackup() {
  const [file, setFile] = useState<File | null>(null);
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<ImportState>({ step: "idle" });
  const busy = state.step === "importing";

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    setFile(event.target.files?.[0] ?? null);
    setState({ step: "idle" });
  };
  const run = async () => {
    if (!file) return;
    setState({ step: "importing" });
    try {
      if (file.size > DATA_IMPORT_MAX_BYTES) throw new Error("This file is larger than 50 MB, the most the site accepts.");
      const text = await readText(file);
      let doc: unknown;
      try {
        doc = JSON.parse(text);
      } catch {
        throw new Error("This file is not a JSON backup of the site.");
      }
      const { counts } = await importBackup(doc);
      setState({ step: "done", counts });
    } catch (error) {
      setState({ step: "failed", message: errorMessage(error) });
    } finally {
      setOpen(false);
    }
  };

  return (
    <section className={f.panel} aria-labelledby="import-title">
      <h2 id="import-title" className={f.panelTitle}>Restore or move from a backup</h2>
      <p className={f.muted}>
        Choose a JSON backup downloaded from this page (on this site or another one). Copy the uploaded images to the new
        server first: they are not inside the file.
      </p>
      <label className={s.fileField}>
        <span className={s.fileLabel}>Backup file (JSON)</span>
        <input className={s.fileInput} type="file" accept="application/json,.json" onChange={choose} disabled={busy} />
      </label>
      <div className={f.formActions}>
        <Dialog
          open={open}
          onOpenChange={(next) => !busy && setOpen(next)}
          size="md"
          title="Replace the site's content with this backup?"
          description={`Everything below becomes exactly what "${file?.name ?? ""}" holds. This cannot be undone: download a backup of the site as it is now first.`}
          trigger={<Button disabled={!file || busy}>Import backup</Button>}
          footer={
            <>
              <Button variant="secondary" onClick={() => setOpen(false)} disabled={busy}>Cancel</Button>
              <Button variant="danger" loading={busy} onClick={() => void run()}>Replace content</Button>
            </>
          }
        >
          <div className={s.columns}>
            <div>
              <h3 className={s.listTitle}>Replaced</h3>
              <p className={f.muted}>
                Site, shop and commission settings, artworks, products and variants, original and merchandise types, shipping
                zones, commission categories, email templates, contact messages and replies, commission requests, subscribers,
                newsletters, orders.
              </p>
            </div>
            <div>
              <h3 className={s.listTitle}>Kept as they are</h3>
              <p className={f.muted}>
                Your account, password and two-step sign-in, sessions and trusted browsers, the mail server settings, the mail
                log, the audit log, visitor analytics, and the image files on disk.
              </p>
            </div>
          </div>
        </Dialog>
      </div>
      {busy && <p role="status" className={f.muted}>Importing the backup… this can take a moment for a large site.</p>}
      {state.step === "failed" && <p role="alert" className={f.sectionError}>The import did not happen: {state.message}</p>}
      {state.step === "done" && (
        <div role="status">
          <p>The backup is imported. The site now holds:</p>
          <ul aria-label="Imported records" className={s.counts}>
            {(Object.keys(LABELS) as (keyof DataImportCounts)[]).map((key) => (
              <li key={key}><span>{LABELS[key]}</span> <strong>{state.counts[key].toLocaleString("en-US")}</strong></li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

/** /admin/data: download the whole site (JSON) or single tables (CSV), and restore a JSON backup. */
export default function DataPage() {
  usePageTitle("Backup and move");
  return (
    <>
      <PageHeader title="Backup and move" intro="Keep a copy of everything you have entered, open it in a spreadsheet, or move the site to a new server." />
      <div className={f.column}>
        <section className={f.panel} aria-labelledby="backup-title">
          <h2 id="backup-title" className={f.panelTitle}>Download a backup</h2>
          <p className={f.muted}>
            One JSON file with all content and orders: settings, artworks, products, shipping, commissions, messages, subscribers,
            newsletters and orders. Passwords, sign-in secrets and the mail server settings are never included. Uploaded images
            are listed by name only: back up the folder <code>uploads</code> in the server's data folder (DATA_DIR) as well.
          </p>
          <div><ButtonLink href={EXPORT_JSON_PATH} download>Download backup (JSON)</ButtonLink></div>
        </section>
        <section className={f.panel} aria-labelledby="csv-title">
          <h2 id="csv-title" className={f.panelTitle}>Spreadsheets (CSV)</h2>
          <p className={f.muted}>For reading and accounting, not for restoring. Amounts are in dollars and in cents.</p>
          <ul className={s.downloads} aria-label="CSV downloads">
            {CSV_TABLES.map(([table, label]) => (
              <li key={table}><ButtonLink variant="secondary" href={exportCsvPath(table)} download>{label}</ButtonLink></li>
            ))}
          </ul>
        </section>
        <ImportBackup />
      </div>
    </>
  );
}
