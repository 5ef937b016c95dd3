import { Hono } from "hono";
import { z } from "zod";
import { ZSessionId } from "@studio/contracts";
import { findArtworkCategories } from "../../domains/catalog/find-artwork-categories.ts";
import { findArtworks } from "../../domains/catalog/find-artworks.ts";
import { findProductCategories } from "../../domains/catalog/find-product-categories.ts";
import { findProducts } from "../../domains/catalog/find-products.ts";
import { findActiveShippingZones } from "../../domains/catalog/find-shipping-zones.ts";
import { findTypes } from "../../domains/catalog/find-types.ts";
import { getProduct } from "../../domains/catalog/get-product.ts";
import { findRecommendations } from "../../domains/recommendations/find-recommendations.ts";
import type { AppEnv } from "../context.ts";
import { parseId, parseWith } from "../validate.ts";

const ZLimit = z.coerce.number().int().min(1, "limit must be 1 to 50").max(50, "limit must be 1 to 50");

export const catalogRoutes = new Hono<AppEnv>()
  .get("/artworks", async (c) => c.json(await findArtworks(c.var.sql)))
  .get("/artworks/featured", async (c) => {
    const limit = parseWith(ZLimit.default(6), c.req.query("limit"));
    return c.json(await findArtworks(c.var.sql, { featuredOnly: true, limit }));
  })
  .get("/recommendations", async (c) => {
    const sessionId = parseWith(ZSessionId.optional(), c.req.query("sessionId"));
    return c.json(await findRecommendations(c.var.sql, { sessionId }));
  })
  .get("/artworks/categories", async (c) => c.json(await findArtworkCategories(c.var.sql)))
  .get("/products", async (c) => {
    const artworkId = c.req.query("artworkId");
    return c.json(await findProducts(c.var.sql, { artworkId: artworkId ? parseId(artworkId) : undefined }));
  })
  .get("/products/featured", async (c) => c.json(await findProducts(c.var.sql, { featuredOnly: true, limit: 12 })))
  .get("/products/categories", async (c) => c.json(await findProductCategories(c.var.sql)))
  .get("/products/artwork/:artworkId", async (c) =>
    c.json(await findProducts(c.var.sql, { artworkId: parseId(c.req.param("artworkId")) })))
  .get("/products/:id", async (c) => c.json(await getProduct(c.var.sql, parseId(c.req.param("id")))))
  .get("/original-types", async (c) => c.json(await findTypes(c.var.sql, "original_types")))
  .get("/merchandise-types", async (c) => c.json(await findTypes(c.var.sql, "merchandise_types")))
  .get("/shipping-zones/active", async (c) => c.json(await findActiveShippingZones(c.var.sql)));
