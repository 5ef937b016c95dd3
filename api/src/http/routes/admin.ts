import { Hono } from "hono";
import { ZDashboardQuery, ZSettingKey, ZSettingWrite } from "@studio/contracts";
import { getDashboard } from "../../domains/dashboard/get-dashboard.ts";
import { updateSetting } from "../../domains/settings/update-setting.ts";
import { findSettings } from "../../domains/settings/find-settings.ts";
import type { AppEnv } from "../context.ts";
import { parseJson, parseWith } from "../validate.ts";

export const adminRoutes = new Hono<AppEnv>()
  .get("/me", (c) => c.json({ id: c.var.user.userId, username: c.var.user.username }))
  .get("/dashboard", async (c) => c.json(await getDashboard(c.var.sql, parseWith(ZDashboardQuery, c.req.query()), c.var.payments.name)))
  .get("/settings", async (c) => c.json(await findSettings(c.var.sql)))
  .put("/settings/:key", async (c) => {
    const key = parseWith(ZSettingKey, c.req.param("key"));
    const { value } = await parseJson(c, ZSettingWrite);
    return c.json(await updateSetting(c.var.sql, { key, value, actor: c.var.user }));
  });
