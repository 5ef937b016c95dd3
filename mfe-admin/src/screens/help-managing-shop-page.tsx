import { Link } from "react-router";
import { Bullets, GuidePage, Note, Steps, Term, Terms, type GuideSection } from "../help/guide-page.tsx";
import { guidePath } from "../help/guides.ts";

const sections: GuideSection[] = [
  {
    id: "types",
    title: "Three kinds of product",
    content: (
      <>
        <p>
          The shop has a tab for each product <strong>Type</strong>: Original Artwork, Prints and Merchandise. Within a tab,
          visitors narrow the list by <strong>Subtype</strong>:
        </p>
        <Terms>
          <Term name="Original painting">
            One of a kind: its stock is 0 or 1 and it has no quantity picker. Its subtypes are your original types (say,
            “Oil paintings”), listed under <Link to="/admin/manage-products">Products</Link> → Original types.
          </Term>
          <Term name="Print">
            Paper print, Canvas print, Framed print or Limited edition. The Prints tab opens on paper prints, so a print
            without a subtype only shows under “All prints”.
          </Term>
          <Term name="Merchandise">Its subtypes are your merchandise types, under Products → Merchandise types.</Term>
        </Terms>
        <p>
          Original and merchandise types have a name, a description, an order and an <strong>Active</strong> switch: only
          active types appear in the shop and in the Subtype list.
        </p>
      </>
    ),
  },
  {
    id: "add-product",
    title: "Add a product",
    content: (
      <Steps>
        <li>Open <Link to="/admin/add-product">Add product</Link>.</li>
        <li>Choose the Type, the Subtype and the <strong>Artwork</strong> it comes from (or leave it Not linked).</li>
        <li>Upload an image (the same rules as for <Link to={guidePath("setting-up-gallery")}>artworks</Link>) or, once an artwork is chosen, use its image with one click. Add the alt text.</li>
        <li>Give the title and the description. The product page shows the first 150 characters, with “Read more”.</li>
        <li>Type the <strong>Price</strong> and the <strong>Stock</strong>. A new product starts with a stock of 1.</li>
        <li>Leave <strong>Available</strong> ticked to show and sell it; untick it to hide it from the shop (it stays in the admin, marked Hidden).</li>
        <li>Add variants if it comes in sizes (next section), then choose <strong>Add product</strong>.</li>
      </Steps>
    ),
  },
  {
    id: "variants",
    title: "Sizes and stock: variants",
    content: (
      <>
        <p>Variants are sizes or finishes of one product, each with its own name, price and stock, such as A4 and A3 of a print.</p>
        <Bullets>
          <li>With variants, the chosen variant's price and stock count, not the product's own. The shop shows the lowest price among the available variants, and the product is sold out when every available variant has none left.</li>
          <li>A new variant starts with a stock of 999: type the real number when you have only a few.</li>
          <li>One variant is the <strong>Default</strong>, preselected on the product page. Untick a variant's Available box to stop offering it.</li>
          <li>A sale takes stock from the variant bought; a product without variants loses it from its own stock.</li>
        </Bullets>
        <p>
          In <Link to="/admin/manage-products">Products</Link> each row sets the stock (with its Save button) and the
          Available box at once; a product without stock shows “Sold Out” and “This product is currently out of stock.”
        </p>
      </>
    ),
  },
  {
    id: "artworks",
    title: "Link products to artworks",
    content: (
      <Bullets>
        <li>The <strong>View in Shop</strong> button of an available painting in the gallery leads to its product, or to all its products when there are several.</li>
        <li>A product page lists up to four other products of the same artwork under “More from this artwork”.</li>
        <li>When an original painting linked to an artwork is bought, the artwork becomes Sold in the gallery.</li>
      </Bullets>
    ),
  },
  {
    id: "originals",
    title: "Originals: held for 15 minutes, never sold twice",
    content: (
      <>
        <p>
          When a collector adds an original to the cart, it is held for that cart for 15 minutes (the server's{" "}
          <code>RESERVATION_HOLD_SECONDS</code>, 900 by default). Anyone else who tries meanwhile reads “Someone else has this
          original in their cart right now. If they don't buy it, it comes back within 15 minutes.” When the time runs out,
          the cart lets it go and the painting is free again.
        </p>
        <p>
          At payment, an original is sold only if it is still in stock and nobody else holds it; its stock becomes 0. If money
          arrives for an original that is already gone, the payment is refunded automatically and you receive an email
          about it. To offer it again after a refund, see <Link to={guidePath("order-processing")}>Processing orders</Link>.
        </p>
      </>
    ),
  },
  {
    id: "shipping",
    title: "Shipping options",
    content: (
      <>
        <p>Shoppers choose one shipping option at checkout. Until at least one is offered, nobody can check out.</p>
        <Steps>
          <li>Open <Link to="/admin/shop-settings">Shop settings</Link> and find <strong>Add a shipping option</strong>.</li>
          <li>Give its name and a description such as “5-7 business days”.</li>
          <li>Type the <strong>Base rate</strong> and the rate for <strong>Each additional item</strong>, in dollars.</li>
          <li>Keep <strong>Offered at checkout</strong> ticked and choose <strong>Add shipping option</strong>.</li>
        </Steps>
        <p>
          An order pays the base rate for its first item and the additional rate for each further one, counting quantities.
          With the demo content's Standard (US), $12.00 and then $4.00, three prints ship for $12.00 + 2 × $4.00 = $20.00.
          The server works it out from its own rates. To stop offering an option without deleting it, untick Offered at
          checkout: it then shows as Not offered.
        </p>
      </>
    ),
  },
  {
    id: "shop-page",
    title: "The shop page",
    content: (
      <>
        <Terms>
          <Term name="Shop is open">
            When off, the Shop link in the header and the Shop Now button on the home page are hidden, and the shop leaves
            the sitemap.
          </Term>
          <Term name="Shop introduction">The text at the top of the shop page.</Term>
          <Term name="Shop categories">
            A list of category names kept with your settings. The shop's tabs do not come from it: they are always the three
            product types above.
          </Term>
        </Terms>
        <Note>
          <p>
            With the shop switched off, its pages still open from a direct link or a painting's View in Shop button. To stop
            selling something, untick its Available box.
          </p>
        </Note>
      </>
    ),
  },
];

/** /admin/help-guides/managing-shop */
export default function HelpManagingShopPage() {
  return (
    <GuidePage slug="managing-shop" sections={sections}
      intro="A product is what a collector buys: an original painting, a print or merchandise. It can be linked to the artwork it comes from, and the server guards its stock so nothing is sold that is not there." />
  );
}
