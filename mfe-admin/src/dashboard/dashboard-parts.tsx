import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Dashboard, NamedCount } from "@studio/contracts";
import { cx } from "../lib/cx.ts";
import { formatCount } from "./dashboard-format.ts";
import * as f from "../components/form.css.ts";
import * as s from "./dashboard.css.ts";

/** Figures and lists of the dashboard. */

export interface Figure {
  label: string;
  value: string;
  detail?: string;
}

/** A row of figures (a description list: label, then value). */
export function Tiles({ figures, label }: { figures: Figure[]; label: string }) {
  return (
    <dl className={s.tiles} aria-label={label}>
      {figures.map((f) => (
        <div key={f.label} className={s.tile}>
          <dt className={s.tileLabel}>{f.label}</dt>
          <dd className={s.tileValue}>{f.value}</dd>
          {f.detail && <dd className={s.tileDetail}>{f.detail}</dd>}
        </div>
      ))}
    </dl>
  );
}

export function Panel({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section className={s.panel} aria-labelledby={id}>
      <h3 id={id} className={s.panelTitle}>{title}</h3>
      {children}
    </section>
  );
}

/** Names with their counts, largest first, each with a bar of its share of the largest. */
export function RankedList({ items, label }: { items: NamedCount[]; label: (name: string) => string }) {
  if (items.length === 0) return <p className={f.muted}>No page views in this range.</p>;
  const top = Math.max(...items.map((i) => i.count));
  return (
    <ol className={s.ranked}>
      {items.map((item) => (
        <li key={item.name} className={s.rankedRow}>
          <span className={s.rankedName} title={label(item.name)}>{label(item.name)}</span>
          <span className={s.rankedValue}>{formatCount(item.count)}</span>
          <span className={s.bar} aria-hidden="true"><span className={s.barFill} style={{ display: "block", width: `${(item.count / top) * 100}%` }} /></span>
        </li>
      ))}
    </ol>
  );
}

/**
 * A small table of figures: a name column, then right-aligned numeric columns. `empty` is said instead when there
 * are no rows. Each row is [key, name cell, ...figures].
 */
export function FigureTable({ head, rows, empty }: { head: string[]; rows: [string, ReactNode, ...ReactNode[]][]; empty: string }) {
  if (rows.length === 0) return <p className={f.muted}>{empty}</p>;
  return (
    <table className={s.table}>
      <thead>
        <tr>{head.map((h, i) => <th key={h} className={cx(s.th, i > 0 && s.num)} scope="col">{h}</th>)}</tr>
      </thead>
      <tbody>
        {rows.map(([key, name, ...figures]) => (
          <tr key={key}>
            <td className={cx(s.td, s.nameCell)}>{name}</td>
            {figures.map((f, i) => <td key={i} className={cx(s.td, s.num)}>{f}</td>)}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What waits for the owner, each a link to the screen where she deals with it. */
export function Attention({ attention }: { attention: Dashboard["attention"] }) {
  const items = [
    { to: "/admin/orders", label: "Orders to send", value: attention.ordersToFulfil, detail: "Paid, not yet shipped" },
    { to: "/admin/inquiries", label: "Unread messages", value: attention.unreadInquiries, detail: "In Inquiries" },
    {
      to: "/admin/commission-requests", label: "New commission requests", value: attention.newCommissionRequests,
      detail: `${formatCount(attention.openCommissionRequests)} quoted or in progress`,
    },
    { to: "#low-stock-panel", label: "Low stock", value: attention.lowStock.length, detail: "Prints and merchandise" },
  ];
  return (
    <ul className={s.tiles} aria-label="Needs your attention" style={{ listStyle: "none", padding: 0 }}>
      {items.map((item) => {
        const body = (
          <>
            <span className={s.tileLabel}>{item.label}</span>
            <span className={s.tileValue}>{formatCount(item.value)}</span>
            <span className={s.tileDetail}>{item.detail}</span>
          </>
        );
        const className = cx(s.attentionTile, item.value > 0 && s.attentionHot);
        return (
          <li key={item.label} style={{ display: "grid" }}>
            {item.to.startsWith("#")
              ? <a href={item.to} className={className}>{body}</a>
              : <Link to={item.to} className={className}>{body}</Link>}
          </li>
        );
      })}
    </ul>
  );
}
