import type { Product } from "@studio/contracts";
import type { Db } from "../../db/connect.ts";
import { AppError } from "../../errors.ts";
import { productSelect, type ProductRow, withVariants } from "./product-row.ts";

export async function getProduct(db: Db, id: number): Promise<Product> {
  const rows = await db<ProductRow[]>`
    ${productSelect(db)} where p.id = ${id}`;
  if (rows.length === 0) throw new AppError("not_found", "Product not found");
  return (await withVariants(db, rows))[0];
}
