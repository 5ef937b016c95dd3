import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import type { Dashboard } from "@studio/contracts";
import { Badge } from "@studio/design-system";
import * as f from "../components/form.css.ts";
import * as s from "./dashboard.css.ts";

/**
 * How payments, mail and shipping are set up, with the way to change each. The spec's /admin/api/stripe,
 * payment-setup, smtp, smtp-providers, ups and fedex addresses show the dashboard: arriving by one of them brings
 * this panel into view.
 */
export function SetupPanel({ setup }: { setup: Dashboard["setup"] }) {
  const { pathname } = useLocation();
  const ref = useRef<HTMLElement>(null);
  const cameForSetup = pathname.startsWith("/admin/api/");
  useEffect(() => {
    if (cameForSetup) ref.current?.scrollIntoView?.({ block: "start" }); // (jsdom has no scrolling)
  }, [cameForSetup]);

  return (
    <section ref={ref} className={`${s.section} ${s.anchored}`} aria-labelledby="dashboard-setup" id="setup">
      <header className={s.sectionHeader}>
        <h2 id="dashboard-setup" className={s.sectionTitle}>Payments, mail and shipping</h2>
      </header>
      <div className={s.thirds}>
        <section className={s.panel} aria-labelledby="setup-payments">
          <h3 id="setup-payments" className={s.panelTitle}>
            Payments {setup.payments === "stripe" ? <Badge tone="success">Stripe</Badge> : <Badge tone="warning">Test mode</Badge>}
          </h3>
          {setup.payments === "stripe"
            ? <p className={f.muted}>Card payments go through Stripe and are charged.</p>
            : <p className={f.muted}>No card is charged: the checkout shows a test card form (4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined).</p>}
          <p className={f.muted}>
            Stripe is set on the server, not here: its three keys <code>STRIPE_SECRET_KEY</code>, <code>STRIPE_PUBLISHABLE_KEY</code> and{" "}
            <code>STRIPE_WEBHOOK_SECRET</code> in the environment, and a Stripe webhook pointed at <code>/api/webhooks/stripe</code> (the
            README's configuration table says how).
          </p>
        </section>
        <section className={s.panel} aria-labelledby="setup-mail">
          <h3 id="setup-mail" className={s.panelTitle}>
            Mail {setup.mailServer ? <Badge tone="success">Sending</Badge> : <Badge tone="warning">Logged only</Badge>}
          </h3>
          <p className={f.muted}>
            {setup.mailServer
              ? "Order confirmations, replies and newsletters are sent through your mail server."
              : "Mails are written to the mail log but not sent until a mail server is switched on."}
          </p>
          <p className={f.muted}>
            <Link to="/admin/mail-server">Mail server</Link> · <Link to="/admin/mail-log">Mail log</Link> · <Link to="/admin/email-templates">Email templates</Link>
          </p>
        </section>
        <section className={s.panel} aria-labelledby="setup-shipping">
          <h3 id="setup-shipping" className={s.panelTitle}>Shipping</h3>
          <p className={f.muted}>
            Buyers choose from your shipping options, each with a rate for the first item and for each further one; there is no
            carrier account (UPS, FedEx) to connect.
          </p>
          <p className={f.muted}><Link to="/admin/shop-settings">Shipping options in Shop settings</Link></p>
        </section>
      </div>
    </section>
  );
}
