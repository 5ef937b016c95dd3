import { Link } from "react-router";
import { ORDER_STATUS_LABELS, ORDER_TRANSITIONS, REFUNDABLE_STATUSES, type OrderStatus } from "@studio/contracts";
import { Bullets, GuidePage, Note, Steps, Term, Terms, type GuideSection } from "../help/guide-page.tsx";
import { OrderStatusBadge } from "../orders/order-status-badge.tsx";
import * as s from "../help/help.css.ts";

/** What each status means to the studio, in the order an order lives through them. */
const MEANINGS: Record<OrderStatus, string> = {
  pending: "The buyer has filled in the checkout, but no payment has gone through yet.",
  payment_failed: "The card was declined. The order stays open, so the buyer can try again.",
  paid: "The money has arrived and the items are taken out of stock: time to prepare the parcel.",
  processing: "You are preparing it. This step is optional.",
  shipped: "The parcel is on its way.",
  delivered: "It has arrived.",
  cancelled: "Closed without payment. Any original it held is free again at once.",
  refunded: "The money went back to the buyer.",
};

const or = new Intl.ListFormat("en-US", { type: "disjunction" });

/** The moves the order screen offers from a status (contracts' ORDER_TRANSITIONS), in words. */
function nextMoves(status: OrderStatus): string {
  const moves = ORDER_TRANSITIONS[status].map((next) => ORDER_STATUS_LABELS[next]);
  const refund = REFUNDABLE_STATUSES.includes(status);
  if (moves.length === 0) return refund ? "No further moves, but it can still be refunded." : "Closed.";
  return `Next: ${or.format(moves)}${refund ? ", or a refund" : ""}.`;
}

const sections: GuideSection[] = [
  {
    id: "orders",
    title: "Where orders arrive",
    content: (
      <p>
        <Link to="/admin/orders">Orders</Link> lists every order, newest first, 25 a page; search by order number, name or
        email, or show one status. When an order is paid, the buyer receives the order confirmation and you receive “New
        order”, with a link to it, at the contact email of <Link to="/admin/settings/contact">Site settings → Contact</Link>{" "}
        (or your account's email when that is empty).
      </p>
    ),
  },
  {
    id: "statuses",
    title: "Statuses and moves",
    content: (
      <>
        <p>An order's screen offers only the moves its status allows; every move is kept in the <Link to="/admin/audit-log">Audit log</Link>.</p>
        <Terms>
          {(Object.keys(MEANINGS) as OrderStatus[]).map((status) => (
            <Term key={status} name={<OrderStatusBadge status={status} />}>
              {MEANINGS[status]}
              <span className={s.moves}>{nextMoves(status)}</span>
            </Term>
          ))}
        </Terms>
      </>
    ),
  },
  {
    id: "ship",
    title: "Prepare and ship an order",
    content: (
      <>
        <Steps>
          <li>Open the order from <Link to="/admin/orders">Orders</Link> (click its number). It shows the items, the notes, the customer with the Ship to and Bill to addresses, and the payment.</li>
          <li>Choose <strong>Mark as being prepared</strong> if you like; you may also go straight to shipping.</li>
          <li>Pack the parcel for the Ship to address and choose <strong>Mark as shipped</strong>.</li>
          <li>Write to the buyer yourself, with the tracking number if there is one: click their email address on the order.</li>
          <li>When it has arrived, choose <strong>Mark as delivered</strong>.</li>
        </Steps>
        <Note>
          <p>
            Marking an order shipped yourself sends no email, yet the order confirmation's first wording promises that you will write again when the
            order is on its way. Keep the tracking number in the order's notes.
          </p>
        </Note>
        <p>An order still awaiting payment, or whose payment failed, can be cancelled with <strong>Cancel order</strong>.</p>
      </>
    ),
  },
  {
    id: "print-on-demand",
    title: "Print-on-demand orders",
    content: (
      <>
        <p>
          When an order with Printful or Gooten products is paid, those lines are sent to the provider on their own (the
          buyer's address, the variant you mapped on the product, and the artwork's image as the print file). The order's
          screen shows a <strong>Print on demand</strong> panel: the provider, whether it has the order, its order number
          and, once shipped, the tracking number.
        </p>
        <p>
          If sending failed (a refused key, the provider down, a variant not mapped), the panel says why. Fix the cause in{" "}
          <Link to="/admin/printful-settings">Print providers</Link> or on the product, then choose{" "}
          <strong>Send to Printful again</strong> (or Gooten): the provider never receives the same order twice.
        </p>
        <p>
          When the provider ships, the order becomes Shipped and the buyer receives “Order shipped” with the tracking, as
          long as the order holds nothing you send yourself; for a mixed order the tracking is shown and the status stays
          yours to move. This needs the webhook addresses of Print providers pasted into each provider's dashboard.
        </p>
      </>
    ),
  },
  {
    id: "notes",
    title: "Notes",
    content: (
      <p>
        The <strong>Notes</strong> box holds the buyer's note from the checkout and your own (up to 5,000 characters); choose{" "}
        <strong>Save notes</strong>. Only you see them. A refund adds a line with its reason.
      </p>
    ),
  },
  {
    id: "refunds",
    title: "Refunds",
    content: (
      <>
        <p>A paid order can be refunded until the end, even once delivered:</p>
        <Steps>
          <li>On the order, choose <strong>Refund…</strong> under Status.</li>
          <li>Keep <strong>Put the items back on sale</strong> ticked to return an original to sale (its artwork becomes Available again) and prints or merchandise to stock, to the variant bought. Untick it when the item is not coming back.</li>
          <li>Type the reason if you like: it is kept in the order's notes, not put in the buyer's email.</li>
          <li>Confirm. The whole total goes back to the buyer's card, the order becomes Refunded and the buyer receives “Order refunded”. This cannot be undone.</li>
        </Steps>
        <p>
          A refund goes through the provider that took the payment, so an order paid in test mode cannot be refunded once the
          server uses Stripe, and the other way round. When a payment arrives for an item that was sold meanwhile, the
          refund happens on its own: the notes say why, and you receive “Payment refunded automatically”.
        </p>
      </>
    ),
  },
  {
    id: "emails",
    title: "The emails about an order",
    content: (
      <>
        <Terms>
          <Term name={<Link to="/admin/email-templates/order_confirmation">Order confirmation</Link>}>
            To the buyer once the payment has gone through: the items, subtotal, shipping, total and shipping address.
          </Term>
          <Term name={<Link to="/admin/email-templates/order_shipped">Order shipped</Link>}>
            To the buyer when the print provider has shipped everything in the order, with the tracking.
          </Term>
          <Term name={<Link to="/admin/email-templates/order_refunded">Order refunded</Link>}>
            To the buyer when the order is refunded, by you or automatically.
          </Term>
          <Term name={<Link to="/admin/email-templates/order_notice">New order (to you)</Link>}>To you when an order has been paid.</Term>
          <Term name={<Link to="/admin/email-templates/payment_auto_refunded">Payment refunded automatically (to you)</Link>}>
            To you when a payment arrived for an item that was no longer available and was refunded.
          </Term>
        </Terms>
        <p>
          In <Link to="/admin/email-templates">Email templates</Link> you change each one's subject and text, with a live
          preview; <code>{"{{orderId}}"}</code>, <code>{"{{items}}"}</code> and the other variables are filled in for each
          order. Untick <strong>Send this email</strong> to stop one.
        </p>
      </>
    ),
  },
  {
    id: "mail-log",
    title: "The mail log",
    content: (
      <>
        <p>
          The <Link to="/admin/mail-log">Mail log</Link> lists every email the site has sent or is about to send, newest
          first. Click a subject to read the email as it went out.
        </p>
        <Bullets>
          <li><strong>Sent</strong>: the mail server accepted it.</li>
          <li><strong>Logged only</strong>: no <Link to="/admin/mail-server">mail server</Link> is switched on, so it was only written down.</li>
          <li><strong>Waiting</strong>: not sent yet. A failed send is tried again after 30 seconds, then after twice as long each time, at most 2 hours apart.</li>
          <li><strong>Failed</strong>: 12 attempts failed. Read the last error, fix the mail server settings, then choose <strong>Send again now</strong>.</li>
        </Bullets>
      </>
    ),
  },
];

/** /admin/help-guides/order-processing */
export default function HelpOrderProcessingPage() {
  return (
    <GuidePage slug="order-processing" sections={sections}
      intro="Every checkout creates an order. This guide follows one from payment to the buyer's door, and covers what to do when something goes wrong." />
  );
}
