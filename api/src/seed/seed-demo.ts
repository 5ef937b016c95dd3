import { settingImageUrl } from "@studio/contracts";
import type { Sql, Tx } from "../db/connect.ts";
import { log } from "../log.ts";
import { deriveImage } from "../domains/media/derive-image.ts";
import { copiesFor, FORMATS } from "../domains/media/image-rules.ts";
import { storeImage } from "../domains/media/store-image.ts";
import {
  ARTWORKS, MERCHANDISE, MERCHANDISE_TYPES, ORIGINAL_TYPES, PALETTES, PRINT_OPTIONS, SETTINGS, SHIPPING_ZONES,
} from "./demo-content.ts";
import { renderPainting } from "./painting.ts";

const MARKER = "demo_seeded_at";
const cents = (dollars: number) => Math.round(dollars * 100);
const LONG_EDGE = 1800;

/**
 * Seeds the demo portfolio once, on the first start of an empty database. Later starts leave it alone.
 * `longEdge` is the paintings' long side in pixels (tests use small ones).
 */
export async function seedDemo(sql: Sql, opts: { uploadsDir: string; longEdge?: number }): Promise<boolean> {
  const [marker] = await sql`select 1 from settings where key = ${MARKER}`;
  const [{ count }] = await sql<{ count: number }[]>`select count(*)::int as count from artworks`;
  if (marker || count > 0) return false;
  const started = performance.now();
  const images = await renderImages(sql, opts.uploadsDir, opts.longEdge ?? LONG_EDGE);
  await sql.begin(async (tx) => {
    await seedTypesAndZones(tx);
    await seedCatalog(tx, images);
    for (const [key, value] of Object.entries(SETTINGS)) {
      await tx`insert into settings (key, value) values (${key}, ${value}) on conflict (key) do nothing`;
    }
    await tx`insert into settings (key, value) values ('home_hero_image', ${settingImageUrl(images.get("tide-keeper")!)})`;
    await tx`insert into commission_subcategories (name, category_id, display_order)
      select sub.name, c.id, sub.display_order from (values
        ('Paintings', 'Seascapes and harbours', 0), ('Paintings', 'Landscapes', 1), ('Paintings', 'Portraits', 2),
        ('Murals', 'Interior walls', 0), ('Murals', 'Exterior walls', 1)
      ) as sub (category, name, display_order) join commission_categories c on c.name = sub.category
      on conflict do nothing`;
    await tx`insert into settings (key, value, description) values (${MARKER}, ${new Date().toISOString()}, 'When the demo portfolio was added')`;
  });
  log.info("demo portfolio seeded", { ms: Math.round(performance.now() - started) });
  return true;
}

/** Makes every sized copy of every image ahead of the first visitor (in the background after a seed). */
export async function prewarmImages(sql: Sql, uploadsDir: string): Promise<number> {
  const rows = await sql<{ id: string; width: number }[]>`select id, width from images order by created_at`;
  let made = 0;
  for (const row of rows) {
    for (const [file] of copiesFor(row.width)) {
      for (const format of FORMATS) if (await deriveImage(uploadsDir, row.id, file, format)) made++;
    }
  }
  return made;
}

async function renderImages(sql: Sql, uploadsDir: string, longEdge: number): Promise<Map<string, string>> {
  const jobs = [
    ...ARTWORKS.map((a, i) => ({ slug: a.slug, seed: i + 1, palette: PALETTES[a.palette], ratio: a.h / a.w })),
    ...MERCHANDISE.map((m, i) => ({ slug: m.slug, seed: 100 + i, palette: PALETTES[m.palette as keyof typeof PALETTES], ratio: 1 })),
  ];
  const ids = new Map<string, string>();
  await Promise.all(jobs.map(async (job) => {
    const ratio = Math.min(1.5, Math.max(0.5, job.ratio));
    const size = ratio >= 1
      ? { width: Math.round(longEdge / ratio), height: longEdge }
      : { width: longEdge, height: Math.round(longEdge * ratio) };
    const png = await renderPainting(job.seed, [...job.palette], size);
    ids.set(job.slug, (await storeImage(sql, uploadsDir, png)).id);
  }));
  return ids;
}

async function seedTypesAndZones(tx: Tx) {
  for (const [i, name] of ORIGINAL_TYPES.entries()) await tx`insert into original_types (name, display_order) values (${name}, ${i})`;
  for (const [i, name] of MERCHANDISE_TYPES.entries()) await tx`insert into merchandise_types (name, display_order) values (${name}, ${i})`;
  for (const z of SHIPPING_ZONES) {
    await tx`insert into shipping_zones (name, description, base_rate_cents, additional_item_rate_cents)
      values (${z.name}, ${z.description}, ${z.base}, ${z.extra})`;
  }
}

async function seedCatalog(tx: Tx, images: Map<string, string>) {
  for (const [i, a] of ARTWORKS.entries()) {
    const imageId = images.get(a.slug)!;
    const alt = `${a.title}, ${a.medium.toLowerCase()} by Elena Marsh`;
    const [{ id }] = await tx<{ id: number }[]>`
      insert into artworks (title, description, image_id, alt_text, medium, year, dimensions, category, status, featured,
        display_order, available, price_cents, artist_name)
      values (${a.title}, ${a.description}, ${imageId}, ${alt}, ${a.medium}, ${a.year}, ${`${a.w} x ${a.h}`}, ${a.category},
        ${a.status}, ${a.featured}, ${i}, ${a.status === "available"}, ${a.originalPrice ? cents(a.originalPrice) : null}, 'Elena Marsh')
      returning id`;
    if (a.originalPrice && a.status === "available") {
      await tx`insert into products (title, description, price_cents, image_id, alt_text, stock, type, subtype, artwork_id,
          category, featured, height, width, seo_keywords)
        values (${a.title}, ${a.description}, ${cents(a.originalPrice)}, ${imageId}, ${alt}, 1, 'originals', ${a.originalType ?? null},
          ${id}, ${a.category}, ${a.featured}, ${a.h}, ${a.w}, ${`original ${a.category} ${a.medium}`})`;
    }
    for (const kind of a.prints ?? []) {
      const option = PRINT_OPTIONS[kind];
      const limited = kind === "limited_edition";
      const [{ id: productId }] = await tx<{ id: number }[]>`
        insert into products (title, description, price_cents, image_id, alt_text, stock, type, subtype, artwork_id, category,
          is_limited_edition, edition_size, seo_keywords)
        values (${`${a.title} — ${option.label}`}, ${a.description}, ${cents(option.sizes[0][1])}, ${imageId}, ${alt},
          ${limited ? 50 : 999}, 'prints', ${kind}, ${id}, ${a.category}, ${limited}, ${limited ? 50 : null}, ${`print ${kind} ${a.title}`})
        returning id`;
      for (const [j, [size, price]] of option.sizes.entries()) {
        await tx`insert into product_variants (product_id, variant_name, price_cents, stock, is_default)
          values (${productId}, ${size}, ${cents(price)}, ${limited ? 50 : 999}, ${j === 0})`;
      }
    }
  }
  for (const m of MERCHANDISE) {
    const [{ id }] = await tx<{ id: number }[]>`
      insert into products (title, description, price_cents, image_id, alt_text, stock, type, subtype, category, seo_keywords)
      values (${m.title}, ${m.description}, ${cents(m.price)}, ${images.get(m.slug)!}, ${m.title}, ${m.stock},
        'merchandise', ${m.type}, ${m.type}, ${`merchandise ${m.type}`})
      returning id`;
    for (const [j, [name, price]] of m.variants.entries()) {
      await tx`insert into product_variants (product_id, variant_name, price_cents, stock, is_default)
        values (${id}, ${name}, ${cents(price)}, ${m.stock}, ${j === 0})`;
    }
  }
}
