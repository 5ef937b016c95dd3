import type { NamedTypeInput } from "@studio/contracts";
import type { Sql } from "../../db/connect.ts";
import { transact } from "../../db/transact.ts";
import { AppError } from "../../errors.ts";

export type TypeTable = "original_types" | "merchandise_types";
const EVENT = { original_types: "original_type.changed", merchandise_types: "merchandise_type.changed" } as const;

async function run(sql: Sql, table: TypeTable, work: (tx: Parameters<Parameters<typeof transact>[1]>[0]) => Promise<number>) {
  try {
    return await transact(sql, async (tx, emit) => {
      const id = await work(tx);
      emit(EVENT[table], { id });
      return id;
    });
  } catch (err) {
    if ((err as { code?: string }).code === "23505") throw new AppError("conflict", "A type with this name already exists", { name: "Name already used" });
    throw err;
  }
}

/** Creates (no id) or updates an original or merchandise type. Names are unique. */
export function saveType(sql: Sql, table: TypeTable, input: NamedTypeInput, id?: number): Promise<number> {
  return run(sql, table, async (tx) => {
    if (id === undefined) {
      const [row] = await tx<{ id: number }[]>`insert into ${tx(table)} ${tx(input as never)} returning id`;
      return row.id;
    }
    const rows = await tx<{ id: number }[]>`update ${tx(table)} set ${tx(input as never)}, updated_at = now() where id = ${id} returning id`;
    if (rows.length === 0) throw new AppError("not_found", "Type not found");
    return id;
  });
}

export function deleteType(sql: Sql, table: TypeTable, id: number): Promise<number> {
  return run(sql, table, async (tx) => {
    const rows = await tx`delete from ${tx(table)} where id = ${id} returning id`;
    if (rows.length === 0) throw new AppError("not_found", "Type not found");
    return id;
  });
}
