import { Hono } from "hono";
import { ZArtworkInput, ZArtworkPatch, ZNamedTypeInput, ZProductInput, ZProductPatch, ZReorder, ZShippingZoneInput } from "@studio/contracts";
import { deleteShippingZone, findAllShippingZones, saveShippingZone } from "../../domains/catalog/save-shipping-zone.ts";
import { findArtworks } from "../../domains/catalog/find-artworks.ts";
import { findProducts } from "../../domains/catalog/find-products.ts";
import { getArtworkEdit, getProductEdit } from "../../domains/catalog/get-edit.ts";
import { reorder } from "../../domains/catalog/reorder.ts";
import { createArtwork, deleteArtwork, updateArtwork } from "../../domains/catalog/save-artwork.ts";
import { createProduct, deleteProduct, patchProduct, updateProduct } from "../../domains/catalog/save-product.ts";
import { findTypes } from "../../domains/catalog/find-types.ts";
import { deleteType, saveType, type TypeTable } from "../../domains/catalog/save-type.ts";
import { imageView } from "../../domains/media/image-view.ts";
import { MAX_UPLOAD_BYTES } from "../../domains/media/image-rules.ts";
import { storeImage } from "../../domains/media/store-image.ts";
import { AppError } from "../../errors.ts";
import type { AppEnv } from "../context.ts";
import { parseId, parseJson } from "../validate.ts";

const id = parseId;
const TYPE_TABLES: Record<string, TypeTable> = { "original-types": "original_types", "merchandise-types": "merchandise_types" };

export const adminCatalogRoutes = new Hono<AppEnv>()
  .post("/images", async (c) => {
    const declared = Number(c.req.header("content-length") ?? 0);
    if (declared > MAX_UPLOAD_BYTES + 64 * 1024) throw new AppError("payload_too_large", "Images can be at most 20 MB");
    const form = await c.req.formData().catch(() => null);
    const file = form?.get("image");
    if (!(file instanceof File)) throw new AppError("validation", "Choose an image to upload", { image: "Choose an image to upload" });
    const stored = await storeImage(c.var.sql, c.get("uploadsDir"), new Uint8Array(await file.arrayBuffer()));
    return c.json({ id: stored.id, image: imageView(stored.id, stored.width, stored.height) }, 201);
  })
  .get("/artworks", async (c) => c.json(await findArtworks(c.var.sql)))
  .get("/artworks/:id", async (c) => c.json(await getArtworkEdit(c.var.sql, id(c.req.param("id")))))
  .post("/artworks", async (c) => {
    const artworkId = await createArtwork(c.var.sql, await parseJson(c, ZArtworkInput), c.var.user);
    return c.json(await getArtworkEdit(c.var.sql, artworkId), 201);
  })
  .put("/artworks/:id", async (c) => {
    const artworkId = id(c.req.param("id"));
    await updateArtwork(c.var.sql, artworkId, await parseJson(c, ZArtworkInput), c.var.user);
    return c.json(await getArtworkEdit(c.var.sql, artworkId));
  })
  .patch("/artworks/:id", async (c) => {
    const artworkId = id(c.req.param("id"));
    await updateArtwork(c.var.sql, artworkId, await parseJson(c, ZArtworkPatch), c.var.user);
    return c.json(await getArtworkEdit(c.var.sql, artworkId));
  })
  .delete("/artworks/:id", async (c) => {
    await deleteArtwork(c.var.sql, id(c.req.param("id")), c.var.user);
    return c.body(null, 204);
  })
  .post("/artworks/reorder", async (c) => {
    await reorder(c.var.sql, "artworks", (await parseJson(c, ZReorder)).ids, c.var.user);
    return c.body(null, 204);
  })
  .get("/products", async (c) => c.json(await findProducts(c.var.sql, { includeUnavailable: true })))
  .get("/products/:id", async (c) => c.json(await getProductEdit(c.var.sql, id(c.req.param("id")))))
  .post("/products", async (c) => {
    const productId = await createProduct(c.var.sql, await parseJson(c, ZProductInput), c.var.user);
    return c.json(await getProductEdit(c.var.sql, productId), 201);
  })
  .put("/products/:id", async (c) => {
    const productId = id(c.req.param("id"));
    await updateProduct(c.var.sql, productId, await parseJson(c, ZProductInput), c.var.user);
    return c.json(await getProductEdit(c.var.sql, productId));
  })
  .patch("/products/:id", async (c) => {
    const productId = id(c.req.param("id"));
    await patchProduct(c.var.sql, productId, await parseJson(c, ZProductPatch), c.var.user);
    return c.json(await getProductEdit(c.var.sql, productId));
  })
  .delete("/products/:id", async (c) => {
    await deleteProduct(c.var.sql, id(c.req.param("id")), c.var.user);
    return c.body(null, 204);
  })
  .post("/products/reorder", async (c) => {
    await reorder(c.var.sql, "products", (await parseJson(c, ZReorder)).ids, c.var.user);
    return c.body(null, 204);
  })
  .get("/:types{original-types|merchandise-types}", async (c) => c.json(await findTypes(c.var.sql, TYPE_TABLES[c.req.param("types")], { includeInactive: true })))
  .post("/:types{original-types|merchandise-types}", async (c) => {
    const table = TYPE_TABLES[c.req.param("types")];
    const typeId = await saveType(c.var.sql, table, await parseJson(c, ZNamedTypeInput));
    return c.json({ id: typeId }, 201);
  })
  .put("/:types{original-types|merchandise-types}/:id", async (c) => {
    const table = TYPE_TABLES[c.req.param("types")];
    await saveType(c.var.sql, table, await parseJson(c, ZNamedTypeInput), id(c.req.param("id")));
    return c.json({ id: id(c.req.param("id")) });
  })
  .delete("/:types{original-types|merchandise-types}/:id", async (c) => {
    await deleteType(c.var.sql, TYPE_TABLES[c.req.param("types")], id(c.req.param("id")));
    return c.body(null, 204);
  })
  .get("/shipping-zones", async (c) => c.json(await findAllShippingZones(c.var.sql)))
  .post("/shipping-zones", async (c) => {
    const zoneId = await saveShippingZone(c.var.sql, await parseJson(c, ZShippingZoneInput), c.var.user);
    return c.json({ id: zoneId }, 201);
  })
  .put("/shipping-zones/:id", async (c) => {
    const zoneId = await saveShippingZone(c.var.sql, await parseJson(c, ZShippingZoneInput), c.var.user, id(c.req.param("id")));
    return c.json({ id: zoneId });
  })
  .delete("/shipping-zones/:id", async (c) => {
    await deleteShippingZone(c.var.sql, id(c.req.param("id")), c.var.user);
    return c.body(null, 204);
  });
