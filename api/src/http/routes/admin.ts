import { Hono } from "hono";
import { ZAdminLogin, ZSettingKey, ZSettingWrite } from "@studio/contracts";
import { login } from "../../domains/admin/login.ts";
import { deleteSession } from "../../domains/admin/sessions.ts";
import { updateSetting } from "../../domains/settings/update-setting.ts";
import { findSettings } from "../../domains/settings/find-settings.ts";
import { clearSessionCookie, sessionId, setSessionCookie } from "../admin-guard.ts";
import type { AppEnv } from "../context.ts";
import { parseJson, parseWith } from "../validate.ts";

export const adminRoutes = new Hono<AppEnv>()
  .post("/login", async (c) => {
    const input = await parseJson(c, ZAdminLogin);
    const previous = sessionId(c);
    if (previous) await deleteSession(c.var.sql, previous);
    const session = await login(c.var.sql, { ...input, userAgent: c.req.header("user-agent") ?? "" });
    setSessionCookie(c, session.sessionId);
    return c.json({ success: true, message: "Signed in", requireMfa: false });
  })
  .post("/logout", async (c) => {
    const id = sessionId(c);
    if (id) await deleteSession(c.var.sql, id);
    clearSessionCookie(c);
    return c.json({ success: true, message: "Signed out" });
  })
  .get("/me", (c) => c.json({ id: c.var.user.userId, username: c.var.user.username }))
  .get("/settings", async (c) => c.json(await findSettings(c.var.sql)))
  .put("/settings/:key", async (c) => {
    const key = parseWith(ZSettingKey, c.req.param("key"));
    const { value } = await parseJson(c, ZSettingWrite);
    return c.json(await updateSetting(c.var.sql, { key, value, userId: c.var.user.userId }));
  });
