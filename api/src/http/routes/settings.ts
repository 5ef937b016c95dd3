import { Hono } from "hono";
import { ZSettingKey } from "@studio/contracts";
import { findSettings } from "../../domains/settings/find-settings.ts";
import { getSetting } from "../../domains/settings/get-setting.ts";
import type { AppEnv } from "../context.ts";
import { parseWith } from "../validate.ts";

export const settingsRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await findSettings(c.var.sql)))
  .get("/:key", async (c) => c.json(await getSetting(c.var.sql, parseWith(ZSettingKey, c.req.param("key")))));
