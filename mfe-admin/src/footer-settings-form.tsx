import { useEffect, useState, type FormEvent } from "react";
import { Button, Input, Textarea, useToast } from "@studio/design-system";
import { errorMessage, invalidate, saveSetting, useSettingState } from "@studio/sdk";
import * as s from "./admin.css.ts";

const KEYS = ["footer_title", "footer_description"] as const;

/** Edits the footer texts; the public footer refreshes through live refresh (/ws). */
export function FooterSettingsForm() {
  const { toast } = useToast();
  const title = useSettingState("footer_title");
  const description = useSettingState("footer_description");
  const [values, setValues] = useState({ footer_title: "", footer_description: "" });
  const [busy, setBusy] = useState(false);
  const loaded = !title.isLoading && !description.isLoading;

  useEffect(() => {
    if (loaded) setValues({ footer_title: title.value, footer_description: description.value });
  }, [loaded, title.value, description.value]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      for (const key of KEYS) await saveSetting(key, values[key]);
      // This tab refreshes at once; other tabs and visitors hear it over /ws.
      await invalidate(KEYS.map((key) => `/api/settings/${key}`));
      toast({ title: "Settings saved", description: "The footer now shows the new text.", variant: "success" });
    } catch (error) {
      toast({ title: "Could not save settings", description: errorMessage(error), variant: "error" });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={s.panel} onSubmit={save} aria-labelledby="footer-settings-title">
      <h2 id="footer-settings-title">Footer</h2>
      <p className={s.muted}>Shown at the bottom of every page. Leave empty to use the default text.</p>
      <Input label="Footer title" name="footer_title" value={values.footer_title} disabled={!loaded}
        onChange={(e) => setValues((v) => ({ ...v, footer_title: e.target.value }))} />
      <Textarea label="Footer description" name="footer_description" rows={4} value={values.footer_description}
        disabled={!loaded} onChange={(e) => setValues((v) => ({ ...v, footer_description: e.target.value }))} />
      <div className={s.actions}>
        <Button type="submit" loading={busy} disabled={!loaded}>Save footer</Button>
      </div>
    </form>
  );
}
