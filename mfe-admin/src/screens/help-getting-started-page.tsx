import { Link } from "react-router";
import { Bullets, GuidePage, Note, Steps, Term, Terms, type GuideSection } from "../help/guide-page.tsx";
import { guidePath } from "../help/guides.ts";

const sections: GuideSection[] = [
  {
    id: "sign-in",
    title: "Sign in",
    content: (
      <>
        <p>
          Open <code>/admin/login</code> (the Admin link under Quick Links in the site's footer leads there) and sign in with the
          owner account. The account is created the first time the server starts: the username is <code>admin</code> unless
          the server sets <code>ADMIN_USERNAME</code>, and the password is <code>ADMIN_PASSWORD</code> or, without it, a generated
          one printed once in the server's output. If yours was generated, change it at once in{" "}
          <Link to="/admin/account-security">Account security</Link>.
        </p>
        <p>A session ends after 2 hours without use, and after 7 days at most; then you sign in again.</p>
        <p>
          <strong>Forgot your password?</strong> on the sign-in screen mails a 6-digit code to the account's email address. The
          code works once and expires in 15 minutes. It only reaches you when your email is saved in Account security and
          emails really go out (see below).
        </p>
      </>
    ),
  },
  {
    id: "account-security",
    title: "Turn on two-step sign-in",
    content: (
      <>
        <p>With two-step sign-in a stolen password alone is not enough: each sign-in also asks for a code from your phone.</p>
        <Steps>
          <li>Open <Link to="/admin/account-security">Account security</Link> and choose <strong>Set up two-step sign-in</strong>.</li>
          <li>Scan the QR code with an authenticator app (Google Authenticator, 1Password, Authy…), or type the key shown beside it.</li>
          <li>Enter the 6-digit code the app shows and choose <strong>Turn on</strong>.</li>
        </Steps>
        <p>
          From then on, sign-in asks for a code after your password; each code works once. On your own computer, tick{" "}
          <strong>Remember this device for 30 days</strong> to skip the code there. Such browsers are listed under Trusted
          devices, where you can forget them.
        </p>
        <p>The same screen holds the rest of your account:</p>
        <Bullets>
          <li><strong>Email for password reset</strong>: where reset codes go. Save it now.</li>
          <li><strong>Password</strong>: at least 8 characters, with an uppercase letter, a lowercase letter and a number. Changing it signs out every other session.</li>
          <li><strong>Active sessions</strong>: where you are signed in; sign out one of them, or everywhere.</li>
        </Bullets>
        <p>The <Link to="/admin/audit-log">Audit log</Link> lists every sign-in and every change made in the admin, with the address it came from.</p>
      </>
    ),
  },
  {
    id: "site-settings",
    title: "Tell the site about your studio",
    content: (
      <>
        <p>
          <Link to="/admin/settings/homepage">Site settings</Link> has five tabs. <strong>Save changes</strong> stores only what
          you changed, and a value the site could not read (a social address without <code>https://</code>, say) is refused
          with a message under its field.
        </p>
        <Terms>
          <Term name={<Link to="/admin/settings/homepage">Homepage</Link>}>
            The hero image, heading and subheading, and the title above the six works picked for each visitor.
          </Term>
          <Term name={<Link to="/admin/settings/gallery">Gallery</Link>}>
            The gallery page, its tabs and layout: see <Link to={guidePath("setting-up-gallery")}>Setting up the gallery</Link>.
          </Term>
          <Term name={<Link to="/admin/settings/about">About</Link>}>
            Portrait, artist statement, biography, CV highlights (one line per entry, like <code>2024 - Solo exhibition, The
            Harbour Gallery</code>) and an optional studio section with a Book a Studio Visit button.
          </Term>
          <Term name={<Link to="/admin/settings/contact">Contact</Link>}>
            Whether the contact page is open and takes commission requests, its texts, and the <strong>Contact email</strong>:
            contact messages and your new-order notices go to this address.
          </Term>
          <Term name={<Link to="/admin/settings/footer">Footer</Link>}>
            The <strong>Studio name</strong> (in the header, every page title and search results), your name as the artist,
            the footer text and your social profiles (a full address; leave one empty to hide its icon).
          </Term>
        </Terms>
        <Note>
          <p>The demo content sets the contact email to <code>studio@example.com</code>: put your own address there first.</p>
          <p>
            The Homepage switches <strong>Show testimonials</strong> and <strong>Show recent purchases and studio
            figures</strong> show built-in sample texts and figures, not your own reviews or sales. Both are off until you
            switch them on.
          </p>
        </Note>
      </>
    ),
  },
  {
    id: "analytics",
    title: "Set your time zone",
    content: (
      <p>
        In <Link to="/admin/analytics-settings">Analytics</Link>, choose your <strong>Time zone</strong> (UTC until you change
        it): the dashboard counts visits and sales by calendar day in this time zone. The site counts its own visitors
        for the dashboard either way. Google Analytics is optional: switch on <strong>Use Google Analytics</strong> and enter
        the <strong>Measurement id</strong> (it looks like <code>G-XXXXXXXXXX</code>). Until then no third-party script runs
        on the site.
      </p>
    ),
  },
  {
    id: "dashboard",
    title: "The dashboard",
    content: (
      <p>
        The <Link to="/admin/dashboard">Dashboard</Link> is the first screen after signing in. It sums up visitors and sales
        over the period you choose and lists what is waiting for you: paid orders to send, unread messages, commission
        requests and prints or merchandise running low on stock.
      </p>
    ),
  },
  {
    id: "mail",
    title: "Make sure emails really go out",
    content: (
      <>
        <p>
          Until a mail server is set up, the site sends no email at all. Order confirmations, your new-order notices and
          password reset codes are only written to the <Link to="/admin/mail-log">Mail log</Link> (marked <em>Logged
          only</em>) and the server's output.
        </p>
        <Steps>
          <li>Ask your email provider (or a sending service) for its SMTP details: server, port, username and password.</li>
          <li>Open <Link to="/admin/mail-server">Mail server</Link> and tick <strong>Send email through this mail server</strong>.</li>
          <li>Enter the server and port, and the security it uses: STARTTLS, usually on port 587, or TLS from the start, usually on port 465.</li>
          <li>Enter the username and password (stored encrypted), the <strong>From address</strong> (required) and the From name, then choose <strong>Save mail settings</strong>.</li>
          <li>Under <strong>Send a test email</strong>, send one to yourself. It goes out at once and the mail server's answer shows on screen; then look in your inbox.</li>
        </Steps>
      </>
    ),
  },
  {
    id: "payments",
    title: "Payments: test mode or Stripe",
    content: (
      <>
        <p>There is no payment screen in the admin: the server's configuration decides how cards are charged.</p>
        <Terms>
          <Term name="Test mode">
            Without Stripe keys, checkout uses the built-in test provider and says <em>Test mode — no real charge</em>. The
            card {"4242\u00a04242\u00a04242\u00a04242"} is charged and {"4000\u00a00000\u00a00000\u00a00002"} is declined; no money moves. Orders, stock and emails
            work as for real sales, so rehearse a whole sale this way.
          </Term>
          <Term name="Stripe">
            To take real payments, whoever runs your server sets <code>STRIPE_SECRET_KEY</code>,{" "}
            <code>STRIPE_PUBLISHABLE_KEY</code> and <code>STRIPE_WEBHOOK_SECRET</code> in its environment (all three or
            none), points a Stripe webhook at <code>/api/webhooks/stripe</code> (events <code>payment_intent.succeeded</code>{" "}
            and <code>payment_intent.payment_failed</code>) and restarts it. The keys never enter the admin or the database.
          </Term>
        </Terms>
        <Note>
          <p>
            Ask them to set <code>PUBLIC_URL</code> to your site's address too: links in emails (such as the link to a new
            order) are built from it.
          </p>
        </Note>
      </>
    ),
  },
];

/** /admin/help-guides/getting-started */
export default function HelpGettingStartedPage() {
  return (
    <GuidePage slug="getting-started" sections={sections}
      intro="Your first hour with the admin: signing in safely, telling the site who you are, and making sure emails and payments work before you announce the shop." />
  );
}
