import type { ReactElement } from "react";
import { Area, AreaChart, Bar, CartesianGrid, Cell, ComposedChart, Line, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatAmount, type Dashboard, type NamedCount } from "@studio/contracts";
import { palette, fontStacks, VisuallyHidden } from "@studio/design-system";
import { deviceLabel, formatBucket, formatCount, formatDay } from "./dashboard-format.ts";
import * as f from "../components/form.css.ts";
import * as s from "./dashboard.css.ts";

/** The charts of the dashboard (Recharts). Each carries its figures as a table for screen readers too. */

type Bucket = Dashboard["range"]["bucket"];

const axis = { fontSize: 12, fill: palette.textMuted, fontFamily: fontStacks.body };
const tooltipStyle = {
  contentStyle: { border: `1px solid ${palette.border}`, borderRadius: 3, fontFamily: fontStacks.body, fontSize: 13, boxShadow: "none" },
  labelStyle: { color: palette.text, fontWeight: 600, marginBottom: 4 },
  cursor: { stroke: palette.borderStrong, strokeDasharray: "3 3" },
};
/** Calm colours from the site's palette: the accent for what matters most, greys for the rest. */
export const SERIES_COLOURS = { visitors: palette.accent, views: palette.borderStrong, revenue: palette.accent, orders: palette.text };
/** The size a chart draws at until its box is measured (it is measured at once in a browser). */
const FIRST_SIZE = { width: 640, height: 272 };
const SHARE_COLOURS = [palette.accent, palette.text, palette.borderStrong, palette.warning, palette.success];

function Legend({ items }: { items: { label: string; colour: string }[] }) {
  return (
    <ul className={s.legend} aria-hidden="true">
      {items.map((item) => <li key={item.label}><span className={s.swatch} style={{ background: item.colour }} />{item.label}</li>)}
    </ul>
  );
}

function DataTable({ caption, head, rows }: { caption: string; head: string[]; rows: (string | number)[][] }) {
  return (
    <VisuallyHidden>
      <table>
        <caption>{caption}</caption>
        <thead><tr>{head.map((h) => <th key={h} scope="col">{h}</th>)}</tr></thead>
        <tbody>{rows.map((row, i) => <tr key={i}>{row.map((cell, j) => <td key={j}>{cell}</td>)}</tr>)}</tbody>
      </table>
    </VisuallyHidden>
  );
}

/** The date axis both time charts share. */
const dateAxis = { dataKey: "date", tickFormatter: formatDay, tick: axis, tickLine: false, axisLine: { stroke: palette.border }, minTickGap: 24 } as const;

/**
 * A chart over the range's days or weeks: its caption ("... by day" / "... by week"), legend, the chart itself, and its
 * figures as a table (first column the day, or the Monday of the week).
 */
function TimeChart(props: {
  title: string;
  bucket: Bucket;
  legend: { label: string; colour: string }[];
  head: [string, string];
  rows: (string | number)[][];
  children: ReactElement;
}) {
  return (
    <figure className={s.panel} style={{ margin: 0 }}>
      <figcaption className={s.panelTitle}>{props.title} {props.bucket === "week" ? "by week" : "by day"}</figcaption>
      <Legend items={props.legend} />
      <div className={s.chart} aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%" initialDimension={FIRST_SIZE}>{props.children}</ResponsiveContainer>
      </div>
      <DataTable caption={props.title} head={[props.bucket === "week" ? "Week of" : "Day", ...props.head]} rows={props.rows} />
    </figure>
  );
}

/** Visitors and page views over the range, a point per day or week. */
export function TrafficChart({ series, bucket }: { series: Dashboard["traffic"]["series"]; bucket: Bucket }) {
  return (
    <TimeChart title="Visitors and page views" bucket={bucket} head={["Visitors", "Page views"]}
      legend={[{ label: "Visitors", colour: SERIES_COLOURS.visitors }, { label: "Page views", colour: SERIES_COLOURS.views }]}
      rows={series.map((p) => [formatDay(p.date), p.visitors, p.pageViews])}>
      <AreaChart data={series} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
        <CartesianGrid vertical={false} stroke={palette.border} />
        <XAxis {...dateAxis} />
        <YAxis allowDecimals={false} tick={axis} tickLine={false} axisLine={false} width={48} />
        <Tooltip {...tooltipStyle} labelFormatter={(label) => formatBucket(String(label), bucket)}
          formatter={(value, name) => [formatCount(Number(value)), name === "pageViews" ? "Page views" : "Visitors"]} />
        <Area type="monotone" dataKey="pageViews" stroke={SERIES_COLOURS.views} fill={palette.surfaceSunken} strokeWidth={1.5} isAnimationActive={false} />
        <Area type="monotone" dataKey="visitors" stroke={SERIES_COLOURS.visitors} fill={palette.accentSubtle} strokeWidth={2} isAnimationActive={false} />
      </AreaChart>
    </TimeChart>
  );
}

const dollars = (cents: number) => `$${formatCount(Math.round(cents / 100))}`;
/** The revenue axis reaches at least $100: with no sales its ticks would be cents, all written "$0". */
const revenueTop = (highest: number) => Math.max(highest, 10_000);

/** Revenue (bars) and paid orders (line) over the range. */
export function SalesChart({ series, bucket }: { series: Dashboard["shop"]["series"]; bucket: Bucket }) {
  return (
    <TimeChart title="Revenue and orders" bucket={bucket} head={["Revenue", "Orders"]}
      legend={[{ label: "Revenue", colour: SERIES_COLOURS.revenue }, { label: "Orders", colour: SERIES_COLOURS.orders }]}
      rows={series.map((p) => [formatDay(p.date), formatAmount(p.revenueCents), p.orders])}>
      <ComposedChart data={series} margin={{ top: 8, right: 0, bottom: 0, left: -8 }} accessibilityLayer={false}>
        <CartesianGrid vertical={false} stroke={palette.border} />
        <XAxis {...dateAxis} />
        <YAxis yAxisId="revenue" domain={[0, revenueTop]} tickFormatter={dollars} tick={axis} tickLine={false} axisLine={false} width={64} />
        <YAxis yAxisId="orders" orientation="right" allowDecimals={false} tick={axis} tickLine={false} axisLine={false} width={32} />
        <Tooltip {...tooltipStyle} cursor={{ fill: palette.surfaceSunken }} labelFormatter={(label) => formatBucket(String(label), bucket)}
          formatter={(value, name) => (name === "revenueCents" ? [formatAmount(Number(value)), "Revenue"] : [formatCount(Number(value)), "Orders"])} />
        <Bar yAxisId="revenue" dataKey="revenueCents" fill={SERIES_COLOURS.revenue} maxBarSize={28} isAnimationActive={false} />
        <Line yAxisId="orders" type="linear" dataKey="orders" stroke={SERIES_COLOURS.orders} strokeWidth={1.5} dot={false} isAnimationActive={false} />
      </ComposedChart>
    </TimeChart>
  );
}

/** Page views by device as a ring, with its legend and shares. */
export function DeviceChart({ devices }: { devices: NamedCount[] }) {
  const total = devices.reduce((sum, d) => sum + d.count, 0);
  return (
    <section className={s.panel} aria-labelledby="dashboard-devices">
      <h3 id="dashboard-devices" className={s.panelTitle}>Devices</h3>
      {total === 0 ? <p className={f.muted}>No page views in this range.</p> : (
        <>
          <div className={s.smallChart} aria-hidden="true">
            <ResponsiveContainer width="100%" height="100%" initialDimension={FIRST_SIZE}>
              <PieChart accessibilityLayer={false}>
                <Pie data={devices} dataKey="count" nameKey="name" innerRadius="62%" outerRadius="92%" stroke={palette.surface} strokeWidth={2} isAnimationActive={false}>
                  {devices.map((d, i) => <Cell key={d.name} fill={SHARE_COLOURS[i % SHARE_COLOURS.length]} />)}
                </Pie>
                <Tooltip {...tooltipStyle} formatter={(value, name) => [formatCount(Number(value)), deviceLabel(String(name))]} />
              </PieChart>
            </ResponsiveContainer>
          </div>
          <ul className={s.legend}>
            {devices.map((d, i) => (
              <li key={d.name}>
                <span className={s.swatch} style={{ background: SHARE_COLOURS[i % SHARE_COLOURS.length] }} aria-hidden="true" />
                {deviceLabel(d.name)} {Math.round((d.count / total) * 100)}%
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
