import { useState, type FormEvent } from "react";
import {
  PRINT_PROVIDER_LABELS, type PrintImport, type PrintImportResult, type PrintProductDetail, ZPrintImport, formatAmount,
} from "@studio/contracts";
import { Button, Checkbox, Input, Select, Textarea, VisuallyHidden } from "@studio/design-system";
import { useRouterLink } from "@studio/sdk";
import * as f from "../components/form.css.ts";
import { useAdminArtworks, useAdminTypes } from "../lib/admin-data.ts";
import { importPrintProduct, printImage } from "../lib/admin-print.ts";
import { centsToDollars, dollarsToCents } from "../lib/money.ts";
import { useSave } from "../lib/use-save.ts";
import { PRINT_SUBTYPES } from "../products/product-values.ts";
import * as s from "./print.css.ts";

interface Row {
  id: string;
  name: string;
  costCents: number;
  offer: boolean;
  price: string;
}

/** A starting price: twice the provider's cost, rounded up to whole dollars. The owner sets her own. */
const suggested = (costCents: number) => centsToDollars(Math.max(100, Math.ceil((costCents * 2) / 100) * 100));

function EditLink({ id, title }: { id: number; title: string }) {
  const link = useRouterLink(`/admin/edit-product/${id}`);
  return <a {...link}>Edit “{title}”</a>;
}

/** The owner's choices for one provider product: title, type, artwork, which variants to offer at which prices. */
export function ImportForm({ product }: { product: PrintProductDetail }) {
  const label = PRINT_PROVIDER_LABELS[product.provider];
  const [title, setTitle] = useState(product.name);
  const [description, setDescription] = useState(product.description);
  const [type, setType] = useState<"prints" | "merchandise">(/poster|print|canvas|wall/i.test(`${product.category} ${product.name}`) ? "prints" : "merchandise");
  const [subtype, setSubtype] = useState("");
  const [artworkId, setArtworkId] = useState("");
  const [rows, setRows] = useState<Row[]>(() =>
    product.variants.map((v) => ({ id: v.id, name: v.name, costCents: v.costCents, offer: true, price: suggested(v.costCents) })));
  const [imported, setImported] = useState<(PrintImportResult & { title: string }) | null>(null);
  const artworks = useAdminArtworks();
  const merchandiseTypes = useAdminTypes("merchandise-types", type === "merchandise");
  const subtypes = type === "prints"
    ? PRINT_SUBTYPES
    : (merchandiseTypes.data ?? []).filter((t) => t.active).map((t) => ({ value: t.name, label: t.name }));
  const offered = rows.filter((r) => r.offer);
  const { errors, busy, submit } = useSave({
    schema: ZPrintImport,
    save: (input: PrintImport) => importPrintProduct(product.provider, product.id, input),
    success: "Product imported",
    onSaved: (result) => setImported({ ...result, title }),
  });
  const send = (event: FormEvent) => {
    event.preventDefault();
    void submit({
      title, description, type, subtype: subtype || null, artworkId: artworkId ? Number(artworkId) : null,
      variants: offered.map((r) => ({ providerVariantId: r.id, priceCents: dollarsToCents(r.price) ?? Number.NaN })),
    });
  };
  const setRow = (id: string, patch: Partial<Row>) => setRows((all) => all.map((r) => (r.id === id ? { ...r, ...patch } : r)));
  const priceError = (id: string) => errors[`variants.${offered.findIndex((r) => r.id === id)}.priceCents`];

  const existing = imported ? { id: imported.productId, title: imported.title } : product.importedAs;
  return (
    <section className={f.panel} aria-labelledby="import-title">
      <div className={s.importHead}>
        {product.imageUrls[0] && <img className={s.thumb} src={printImage(product.provider, product.imageUrls[0])} alt="" width={160} height={160} />}
        <div className={f.section}>
          <h2 id="import-title" className={f.panelTitle}>{product.name}</h2>
          <p className={f.muted}>{label} · {product.category} · {product.variants.length} variants</p>
        </div>
      </div>
      {existing
        ? (
          <div className={s.done} role="status">
            <strong>{imported ? "Imported into your shop." : `This ${label} product is already in your shop.`}</strong>
            <span><EditLink id={existing.id} title={existing.title} /> to change its text, prices or variants.</span>
          </div>
        )
        : (
          <form className={f.section} onSubmit={send} noValidate aria-label="Import product">
            <Input label="Title in your shop" required value={title} error={errors.title} onChange={(e) => setTitle(e.target.value)} />
            <Textarea label="Description" rows={3} value={description} error={errors.description} onChange={(e) => setDescription(e.target.value)} />
            <div className={f.row}>
              <Select label="Type" value={type} options={[{ value: "prints", label: "Print" }, { value: "merchandise", label: "Merchandise" }]}
                error={errors.type} onChange={(e) => { setType(e.target.value as "prints" | "merchandise"); setSubtype(""); }} />
              <Select label="Subtype" value={subtype} options={[{ value: "", label: "None" }, ...subtypes]} error={errors.subtype}
                onChange={(e) => setSubtype(e.target.value)} />
              <Select label="Artwork" value={artworkId} error={errors.artworkId}
                options={[{ value: "", label: "Not linked" }, ...[...(artworks.data ?? [])].sort((a, b) => a.title.localeCompare(b.title)).map((a) => ({ value: String(a.id), label: a.title }))]}
                onChange={(e) => setArtworkId(e.target.value)} />
            </div>
            {errors.variants && <p className={f.sectionError} role="alert">{errors.variants}</p>}
            <table className={s.variantTable} aria-label="Variants to offer">
              <thead>
                <tr><th>Offer</th><th>Variant</th><th>{label} cost</th><th>Your price</th></tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id}>
                    <td><Checkbox label={<VisuallyHidden>Offer {row.name}</VisuallyHidden>} checked={row.offer}
                      onChange={(e) => setRow(row.id, { offer: e.target.checked })} /></td>
                    <td>{row.name}</td>
                    <td className={s.cost}>{formatAmount(row.costCents)}</td>
                    <td className={s.priceCell}>
                      <Input label={`Price of ${row.name}`} hideLabel startAdornment="$" inputMode="decimal" value={row.price}
                        disabled={!row.offer} error={row.offer ? priceError(row.id) : undefined} onChange={(e) => setRow(row.id, { price: e.target.value })} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className={f.muted}>
              Printed on demand: no stock to keep. The mockup becomes the product image; you can change it afterwards.
            </p>
            <div className={f.formActions}>
              <Button type="submit" loading={busy} disabled={offered.length === 0}>
                Import {offered.length} {offered.length === 1 ? "variant" : "variants"}
              </Button>
            </div>
          </form>
        )}
    </section>
  );
}
