import { useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { DASHBOARD_DEFAULT_DAYS, formatAmount, type Dashboard } from "@studio/contracts";
import { Button, Skeleton, useToast } from "@studio/design-system";
import { adminLogout, errorMessage, useAdminMe, useApi, usePageTitle } from "@studio/sdk";
import { markSignedOut } from "../auth.ts";
import { DeviceChart, SalesChart, TrafficChart } from "../dashboard/charts.tsx";
import { countryLabel, formatCount, formatLongDay, formatSeconds, pageLabel } from "../dashboard/dashboard-format.ts";
import { Attention, FigureTable, Panel, RankedList, Tiles } from "../dashboard/dashboard-parts.tsx";
import { RangePicker, type RangeChoice } from "../dashboard/range-picker.tsx";
import { SetupPanel } from "../dashboard/setup-panel.tsx";
import * as f from "../components/form.css.ts";
import * as d from "../dashboard/dashboard.css.ts";
import * as s from "../admin.css.ts";

/** The range in the address (?days=7, or ?from=&to=), so a reload or a shared link keeps it. */
function useRange(): [RangeChoice, (next: RangeChoice) => void] {
  const [params, setParams] = useSearchParams();
  const from = params.get("from");
  const to = params.get("to");
  const range: RangeChoice = from && to ? { from, to } : { days: Number(params.get("days")) || DASHBOARD_DEFAULT_DAYS };
  const set = (next: RangeChoice) => setParams("days" in next ? { days: String(next.days) } : { from: next.from, to: next.to }, { replace: true });
  return [range, set];
}

const apiPath = (range: RangeChoice) =>
  "days" in range ? `/api/admin/dashboard?days=${range.days}` : `/api/admin/dashboard?from=${range.from}&to=${range.to}`;

function Visitors({ data }: { data: Dashboard }) {
  const t = data.traffic;
  return (
    <section className={d.section} aria-labelledby="dashboard-visitors">
      <header className={d.sectionHeader}>
        <h2 id="dashboard-visitors" className={d.sectionTitle}>Visitors</h2>
        <p className={f.muted}>Counted by the site itself; crawlers and the admin pages are left out.</p>
      </header>
      <Tiles label="Visitor figures" figures={[
        { label: "Visitors", value: formatCount(t.visitors) },
        { label: "Page views", value: formatCount(t.pageViews), detail: t.visitors ? `${(t.pageViews / t.visitors).toFixed(1)} per visitor` : undefined },
        { label: "Returning visitors", value: formatCount(t.returningVisitors), detail: "Seen on an earlier day" },
        { label: "Average time on page", value: formatSeconds(t.avgSecondsOnPage), detail: "Of stays over 5 seconds" },
      ]} />
      <TrafficChart series={t.series} bucket={data.range.bucket} />
      <div className={d.columns}>
        <Panel title="Top pages" id="dashboard-pages">
          <FigureTable head={["Page", "Views", "Avg. time"]} empty="No page views in this range."
            rows={t.topPages.map((p) => [p.path, pageLabel(p.path), formatCount(p.views), formatSeconds(p.avgSeconds)])} />
        </Panel>
        <Panel title="Where visits came from" id="dashboard-sources">
          <RankedList items={t.referrers} label={(name) => (name === "Direct" ? "Direct or unknown" : name)} />
        </Panel>
      </div>
      <div className={d.thirds}>
        <DeviceChart devices={t.devices} />
        <Panel title="Browsers" id="dashboard-browsers"><RankedList items={t.browsers} label={(n) => n} /></Panel>
        <Panel title="Countries" id="dashboard-countries">
          {t.countries.length === 0 && t.pageViews > 0
            ? <p className={f.muted}>Countries are known only behind a proxy that names them (COUNTRY_HEADER).</p>
            : <RankedList items={t.countries} label={countryLabel} />}
        </Panel>
      </div>
    </section>
  );
}

function Sales({ data }: { data: Dashboard }) {
  const shop = data.shop;
  const low = data.attention.lowStock;
  return (
    <section className={d.section} aria-labelledby="dashboard-sales">
      <header className={d.sectionHeader}>
        <h2 id="dashboard-sales" className={d.sectionTitle}>Sales</h2>
        <p className={f.muted}>Orders paid in the range; refunded and cancelled ones are left out.</p>
      </header>
      <Tiles label="Sales figures" figures={[
        { label: "Revenue", value: formatAmount(shop.revenueCents), detail: "Including shipping" },
        { label: "Orders", value: formatCount(shop.orders) },
        { label: "Average order", value: shop.averageOrderCents === null ? "—" : formatAmount(shop.averageOrderCents) },
        { label: "Conversion", value: data.traffic.visitors ? `${((shop.orders / data.traffic.visitors) * 100).toFixed(1)}%` : "—", detail: "Orders per visitor" },
      ]} />
      <SalesChart series={shop.series} bucket={data.range.bucket} />
      <div className={d.columns}>
        <Panel title="Best sellers" id="dashboard-best-sellers">
          <FigureTable head={["Work", "Sold", "Revenue"]} empty="No paid orders in this range."
            rows={shop.bestSellers.map((b) => [
              `${b.productId}-${b.title}`, b.productId ? <Link to={`/admin/edit-product/${b.productId}`}>{b.title}</Link> : b.title,
              formatCount(b.quantity), formatAmount(b.revenueCents),
            ])} />
        </Panel>
        <section className={`${d.panel} ${d.anchored}`} aria-labelledby="low-stock" id="low-stock-panel">
          <h3 id="low-stock" className={d.panelTitle}>Low stock</h3>
          <FigureTable head={["Product", "Left"]} empty="Every print and piece of merchandise has more than 5 left."
            rows={low.map((item) => [
              `${item.productId}-${item.variantName}`,
              <><Link to={`/admin/edit-product/${item.productId}`}>{item.title}</Link>{item.variantName && <span className={f.muted}> · {item.variantName}</span>}</>,
              item.stock === 0 ? "Sold out" : formatCount(item.stock),
            ])} />
        </section>
      </div>
    </section>
  );
}

function Loading() {
  return (
    <div className={d.page} aria-busy="true" aria-label="Loading the dashboard">
      <Skeleton height="7rem" width="100%" />
      <Skeleton height="20rem" width="100%" />
    </div>
  );
}

/**
 * /admin and /admin/dashboard (and, as the spec has it, /admin/api/stripe, payment-setup, smtp, smtp-providers, ups,
 * fedex): what waits for the owner, visitors and sales over a range of days, and how payments and mail are set up.
 */
export default function DashboardPage() {
  usePageTitle("Admin Dashboard");
  const { data: me } = useAdminMe();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);
  const [range, setRange] = useRange();
  // The figures of the previous range stay on screen while the next one loads.
  const { data, error, isLoading } = useApi<Dashboard>(apiPath(range), { swr: { keepPreviousData: true } });

  const signOut = async () => {
    setBusy(true);
    try {
      await adminLogout();
      markSignedOut();
      navigate("/admin/login", { replace: true });
    } catch (error) {
      toast({ title: "Sign-out failed", description: errorMessage(error), variant: "error" });
      setBusy(false);
    }
  };

  return (
    <div className={d.page}>
      <div className={s.topBar}>
        <div>
          <h1>Dashboard</h1>
          <p className={s.muted}>
            Signed in as <strong>{me?.username}</strong>
            {data && <> · {formatLongDay(data.range.from)} to {formatLongDay(data.range.to)}, days in {data.range.tz.replaceAll("_", " ")} time (<Link to="/admin/analytics-settings">change</Link>)</>}
          </p>
        </div>
        <Button variant="secondary" loading={busy} onClick={signOut}>Sign out</Button>
      </div>
      {data && <Attention attention={data.attention} />}
      <RangePicker value={range} onChange={setRange} />
      {error && !data && <p role="alert" className={f.muted}>The dashboard could not be loaded: {errorMessage(error)}</p>}
      {!data && isLoading && <Loading />}
      {data && (
        <div className={d.page} aria-busy={isLoading || undefined}>
          <Visitors data={data} />
          <Sales data={data} />
          <SetupPanel setup={data.setup} />
        </div>
      )}
    </div>
  );
}
