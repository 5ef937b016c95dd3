import { useState, type FormEvent, type ReactNode } from "react";
import { type Setting, type SettingField as Field, validateSetting } from "@studio/contracts";
import { Button, Skeleton, useToast } from "@studio/design-system";
import { errorMessage, serverFields, type FieldErrors } from "@studio/sdk";
import { saveSiteSetting, useAdminSettings } from "../lib/admin-settings.ts";
import { SettingField } from "./setting-field.tsx";
import { controlValue } from "./setting-values.ts";
import * as f from "../components/form.css.ts";

type Values = Record<string, string>;

interface SettingsFormProps {
  fields: readonly Field[];
  /** The form's accessible name. */
  label: string;
  title?: string;
  intro?: ReactNode;
  /** Rules across fields: messages by key for the values about to be saved. */
  check?: (values: Values) => FieldErrors;
}

/** A form for catalogue fields (site-settings.ts), on the stored settings once they are loaded. */
export function SettingsForm(props: SettingsFormProps) {
  const { data, error } = useAdminSettings();
  if (error) return <p role="alert" className={f.sectionError}>The settings could not be loaded: {errorMessage(error)}</p>;
  if (!data) return <Skeleton variant="text" lines={8} />;
  return <FieldsForm {...props} settings={data} />;
}

const valuesOf = (fields: readonly Field[], settings: readonly Setting[]): Values => {
  const stored = new Map(settings.map((s) => [s.key, s.value]));
  return Object.fromEntries(fields.map((field) => [field.key, controlValue(field, stored.get(field.key))]));
};

/**
 * Saves only the fields that changed, one PUT after another, each checked first with the server's own rule
 * (validateSetting). A message shows under its field; values stay as typed when a save fails.
 */
function FieldsForm({ fields, label, title, intro, check, settings }: SettingsFormProps & { settings: readonly Setting[] }) {
  const { toast } = useToast();
  const [saved, setSaved] = useState(() => valuesOf(fields, settings));
  const [values, setValues] = useState(saved);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const dirty = fields.filter((field) => values[field.key] !== saved[field.key]);

  const change = (key: string, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors(({ [key]: _, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems: FieldErrors = { ...check?.(values) };
    for (const field of dirty) {
      const problem = validateSetting(field.key, values[field.key]);
      if (problem) problems[field.key] = problem;
    }
    setErrors(problems);
    const first = fields.map((field) => problems[field.key]).find(Boolean);
    if (first) return toast({ title: "Could not save", description: first, variant: "error" });
    setBusy(true);
    let key = "";
    try {
      for (const field of dirty) {
        key = field.key;
        const sent = values[key];
        const setting = await saveSiteSetting(key, sent);
        // What the server stored (formatted text comes back sanitised) becomes the saved and the shown value.
        const stored = controlValue(field, setting.value);
        setSaved((s) => ({ ...s, [field.key]: stored }));
        setValues((v) => (v[field.key] === sent ? { ...v, [field.key]: stored } : v));
      }
      toast({ title: "Settings saved", variant: "success" });
    } catch (error) {
      const message = serverFields(error).value;
      if (message) setErrors({ [key]: message });
      toast({ title: "Could not save", description: errorMessage(error), variant: "error" });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={f.panel} onSubmit={submit} noValidate aria-label={label}>
      {title && <h2 className={f.panelTitle}>{title}</h2>}
      {intro && <p className={f.muted}>{intro}</p>}
      <div className={f.section}>
        {fields.map((field) => (
          <SettingField key={field.key} field={field} value={values[field.key]} error={errors[field.key]}
            onChange={(value) => change(field.key, value)} />
        ))}
      </div>
      <div className={f.formActions}>
        <Button type="submit" loading={busy} disabled={dirty.length === 0}>Save changes</Button>
      </div>
    </form>
  );
}
