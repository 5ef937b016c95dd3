import { useState, type FormEvent } from "react";
import { DASHBOARD_PRESETS, ZDashboardQuery } from "@studio/contracts";
import { Button, Input } from "@studio/design-system";
import * as s from "./dashboard.css.ts";

export type RangeChoice = { days: number } | { from: string; to: string };

/** Quick ranges (the last 7, 30, 90 days, 12 months) and a custom range of dates, checked with the server's rule. */
export function RangePicker({ value, onChange }: { value: RangeChoice; onChange: (next: RangeChoice) => void }) {
  const [from, setFrom] = useState("from" in value ? value.from : "");
  const [to, setTo] = useState("to" in value ? value.to : "");
  const [error, setError] = useState<string | null>(null);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const checked = ZDashboardQuery.safeParse({ from: from || undefined, to: to || undefined });
    if (!from || !to) return setError("Choose a start and an end date");
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? "Choose another range");
    setError(null);
    onChange({ from, to });
  };

  return (
    <div className={s.rangeBar}>
      <div className={s.presets} role="group" aria-label="Quick ranges">
        {DASHBOARD_PRESETS.map((preset) => {
          const active = "days" in value && value.days === preset.days;
          return (
            <Button key={preset.days} size="sm" variant={active ? "primary" : "secondary"} aria-pressed={active}
              onClick={() => onChange({ days: preset.days })}>
              Last {preset.label}
            </Button>
          );
        })}
      </div>
      <form className={s.customRange} onSubmit={apply} aria-label="Custom range" noValidate>
        <Input type="date" label="From" value={from} onChange={(e) => setFrom(e.target.value)} fieldClassName={s.dateField} error={error ?? undefined} />
        <Input type="date" label="To" value={to} onChange={(e) => setTo(e.target.value)} fieldClassName={s.dateField} />
        <Button type="submit" variant="secondary">Show range</Button>
      </form>
    </div>
  );
}
