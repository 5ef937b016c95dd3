import type { ReactNode } from "react";
import { Skeleton } from "@studio/design-system";
import { Pager } from "./pager.tsx";
import * as o from "../orders/orders.css.ts";

interface PagedTableProps {
  /** e.g. "orders", in "The orders could not be loaded". */
  what: string;
  /** The caption's noun, one and many: ["order", "orders"]. */
  noun: readonly [string, string];
  /** The list as loaded: its total and page size; undefined while loading or after an error. */
  list: { total: number; pageSize: number } | undefined;
  rows: number;
  error: Error | undefined;
  isLoading: boolean;
  /** What an empty list says (with or without filters). */
  empty: ReactNode;
  /** The header row. */
  head: ReactNode;
  page: number;
  onPage: (page: number) => void;
  skeletonLines?: number;
  /** The body rows. */
  children: ReactNode;
}

/** A paged admin list: its load error, skeleton, empty text, the table with a count caption, and the pager. */
export function PagedTable({ what, noun, list, rows, error, isLoading, empty, head, page, onPage, skeletonLines = 8, children }: PagedTableProps) {
  return (
    <>
      {error && <p role="alert" className={o.empty}>The {what} could not be loaded: {error.message}</p>}
      {isLoading && <Skeleton variant="text" lines={skeletonLines} />}
      {list && rows === 0 && <p className={o.empty}>{empty}</p>}
      {list && rows > 0 && (
        <>
          <div className={o.tableWrap}>
            <table className={o.table}>
              <caption className={o.caption}>{list.total} {list.total === 1 ? noun[0] : noun[1]}</caption>
              <thead>{head}</thead>
              <tbody>{children}</tbody>
            </table>
          </div>
          <Pager page={page} total={list.total} pageSize={list.pageSize} onPage={onPage} />
        </>
      )}
    </>
  );
}
