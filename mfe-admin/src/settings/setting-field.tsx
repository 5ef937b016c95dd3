import type { SettingField as Field } from "@studio/contracts";
import { Checkbox, Input, Select, Textarea } from "@studio/design-system";
import { ImageField } from "./image-field.tsx";
import { ListEditor } from "./list-editor.tsx";
import { RichTextField } from "./rich-text-field.tsx";

interface SettingFieldProps {
  field: Field;
  /** The control's value (see controlValue): 'true'/'false' for a toggle, a JSON array for a list. */
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/** One setting with the control its catalogue entry names, its help and its message. */
export function SettingField({ field, value, error, onChange }: SettingFieldProps) {
  const { label, help } = field;
  const common = { label, hint: help, error, value };
  const text = (e: { target: { value: string } }) => onChange(e.target.value);
  switch (field.control) {
    case "textarea":
      return <Textarea {...common} rows={4} onChange={text} />;
    case "rich":
      return <RichTextField label={label} value={value} help={help} error={error} onChange={onChange} />;
    case "image":
      return <ImageField label={label} value={value} help={help} error={error} onChange={onChange} />;
    case "list":
      return <ListEditor label={label} value={value} defaultList={field.defaultList ?? []} help={help} error={error} onChange={onChange} />;
    case "toggle":
      return <Checkbox label={label} hint={help} error={error} checked={value === "true"} onChange={(e) => onChange(String(e.target.checked))} />;
    case "select":
      return <Select {...common} options={[...(field.options ?? [])]} onChange={text} />;
    case "number":
      return <Input {...common} type="number" inputMode="numeric" min={field.min} max={field.max} step={1} onChange={text}
        hint={help ?? (field.min !== undefined && field.max !== undefined ? `A whole number from ${field.min} to ${field.max}.` : undefined)} />;
    case "url":
      return <Input {...common} type="url" inputMode="url" placeholder="https://" onChange={text} />;
    case "email":
      return <Input {...common} type="email" autoComplete="off" onChange={text} />;
    default:
      return <Input {...common} onChange={text} />;
  }
}
